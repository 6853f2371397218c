import { useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { checkDraw, type DrawCheck, type PublishedDraw } from '../lottery/verifyDraw';
import styles from './DrawInputs.module.css';
import { drawVerifyMessages } from './messages';

/** Which codes the draw ranks: a lottery's 抽奖码 or a qualification draw's 抽签码 (the only wording difference). */
export type DrawCodeNoun = 'lottery' | 'qualify';

function CheckRow({ label, ok }: { label: string; ok: boolean }) {
  const t = useMessages(drawVerifyMessages);
  return (
    <li className={styles.check}>
      <span>{label}</span>
      <span className={ok ? styles.ok : styles.bad}>{ok ? t.pass : t.mismatch}</span>
    </li>
  );
}

/**
 * The draw's published inputs (commitment, seed, entry-list hash, every code) and a button that recomputes
 * the winners on the shopper's own device (verifyDraw.ts, no WebCrypto so it works on plain http).
 * The one view of a draw's fairness, shared by the lottery and the qualification winner lists.
 */
export function DrawInputs({
  data,
  algorithm,
  noun,
}: {
  data: PublishedDraw;
  algorithm: string;
  noun: DrawCodeNoun;
}) {
  const t = useMessages(drawVerifyMessages);
  const codes = noun === 'lottery' ? t.lotteryCodes : t.qualifyCodes;
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const drawn = data.seed !== null;
  const ok = check?.commitmentMatches === true && check.entryHashMatches && check.winnersMatch;
  return (
    <section className={styles.card} aria-labelledby="draw-inputs-title" data-testid="draw-inputs">
      <h2 id="draw-inputs-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.note}>{t.intro(codes)}</p>
      <dl className={styles.rows}>
        <dt>{t.algorithm}</dt>
        <dd>{algorithm}</dd>
        <dt>{t.commitment}</dt>
        <dd className={styles.hash} data-testid="seed-commitment">
          {data.seedCommitment}
        </dd>
        {drawn && (
          <>
            <dt>{t.seed}</dt>
            <dd className={styles.hash} data-testid="seed">
              {data.seed}
            </dd>
            <dt>{t.entryHash(codes)}</dt>
            <dd className={styles.hash}>{data.entryHash}</dd>
          </>
        )}
      </dl>
      {!drawn && <p className={styles.note}>{t.notDrawn(codes)}</p>}
      {drawn && data.entries && (
        <details className={styles.entries}>
          <summary>{t.entries(codes, data.entries.length)}</summary>
          <ol>
            {data.entries.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </details>
      )}
      {drawn && (
        <button type="button" className={styles.verify} onClick={() => setCheck(checkDraw(data))}>
          {t.verify}
        </button>
      )}
      {check !== null && (
        <div role="status" data-testid="verify-result" data-ok={ok}>
          <ul className={styles.checks}>
            <CheckRow label={t.checkCommitment} ok={check.commitmentMatches} />
            <CheckRow label={t.checkEntries(codes)} ok={check.entryHashMatches} />
            <CheckRow label={t.checkWinners} ok={check.winnersMatch} />
          </ul>
          <p className={ok ? styles.ok : styles.bad}>
            {ok ? t.verified(check.recomputed.length) : t.notVerified}
          </p>
        </div>
      )}
    </section>
  );
}
