import { useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { checkDraw, type PublishedDraw } from '../lottery/verifyDraw';
import styles from './DrawInputs.module.css';
import { drawVerifyMessages } from './messages';

type Problem = 'commitment' | 'entry_hash' | 'winners';
type Outcome = { ok: true; winners: number } | { ok: false; problem: Problem };

/** The lottery's own recomputation (no WebCrypto needed), read as the first check that fails. */
function verify(data: PublishedDraw): Outcome | null {
  const c = checkDraw(data);
  if (c === null) return null;
  if (!c.commitmentMatches) return { ok: false, problem: 'commitment' };
  if (!c.entryHashMatches) return { ok: false, problem: 'entry_hash' };
  if (!c.winnersMatch) return { ok: false, problem: 'winners' };
  return { ok: true, winners: c.recomputed.length };
}

/**
 * The draw's published inputs (commitment, seed, entry-list hash, every code) and a button that recomputes
 * the winners on the shopper's own device. Shared by the lottery and the qualification winner lists.
 */
export function DrawInputs({ data, algorithm }: { data: PublishedDraw; algorithm: string }) {
  const t = useMessages(drawVerifyMessages);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const drawn = data.seed !== null;
  return (
    <section className={styles.card} aria-labelledby="draw-inputs-title" data-testid="draw-inputs">
      <h2 id="draw-inputs-title" className={styles.title}>
        {t.title}
      </h2>
      <dl className={styles.rows}>
        <dt>{t.algorithm}</dt>
        <dd>{algorithm}</dd>
        <dt>{t.commitment}</dt>
        <dd className={styles.hash}>{data.seedCommitment}</dd>
        {drawn && (
          <>
            <dt>{t.seed}</dt>
            <dd className={styles.hash}>{data.seed}</dd>
            <dt>{t.entryHash}</dt>
            <dd className={styles.hash}>{data.entryHash}</dd>
          </>
        )}
      </dl>
      {!drawn && <p className={styles.note}>{t.notDrawn}</p>}
      {drawn && data.entries && (
        <details className={styles.entries}>
          <summary>{t.entries(data.entries.length)}</summary>
          <ol>
            {data.entries.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </details>
      )}
      {drawn && (
        <button type="button" className={styles.verify} onClick={() => setOutcome(verify(data))}>
          {t.verify}
        </button>
      )}
      {outcome !== null && (
        <p
          className={outcome.ok ? styles.ok : styles.bad}
          role="status"
          data-testid="verify-outcome"
          data-ok={outcome.ok}
        >
          {outcome.ok ? t.verified(outcome.winners) : t[`problem_${outcome.problem}`]}
        </p>
      )}
      <p className={styles.note}>{t.howTo}</p>
    </section>
  );
}
