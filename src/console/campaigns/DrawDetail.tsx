import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type * as z from 'zod';
import type { operatorVerifySchema } from '../../../schemas/api/lottery-operator';
import { useMessages } from '../../i18n/messages';
import {
  ConsoleTable,
  LoadFailed,
  Loading,
  moveRow,
  outcomeOf,
  type SaveResult,
  SaveResultLine,
  useConsoleLoad,
} from '../states';
import { lotteriesApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import { lotteryMessages } from './lotteryMessages';

type Verification = z.infer<typeof operatorVerifySchema>;
type Phase = 'upcoming' | 'open' | 'closed' | 'drawing' | 'drawn';

/** The entries table of one kind of draw: how to read them, the columns and one row. */
export interface DrawEntries<E> {
  /** Stable per activity (useConsoleLoad reads again whenever it changes). */
  read: () => Promise<E[]>;
  columns: string[];
  row: (entry: E, yesNo: (v: boolean) => string) => ReactNode;
}

/**
 * One drawn-by-seed activity opened in the console — a code lottery or a qualification draw, which share
 * the draw and its proof: the seed commitment, the draw now (when offered), the check anyone can make (the
 * code lotteries' verifier serves every draw: it recomputes this one from its published data), the link to
 * the shoppers' winner list and the entries.
 */
export function DrawDetail<E>({
  activity: a,
  canDraw,
  draw,
  shopperHref,
  entries: spec,
  onChanged,
  onClose,
}: {
  activity: { activityNo: string; title: string; phase: Phase; seedCommitment: string };
  canDraw: boolean;
  /** Runs the draw; true when this call drew it (false: it had been drawn already). */
  draw: () => Promise<boolean>;
  shopperHref: string;
  entries: DrawEntries<E>;
  onChanged: () => void;
  onClose: () => void;
}) {
  const t = useMessages(lotteryMessages);
  const c = useMessages(campaignMessages);
  const no = a.activityNo;
  const entries = useConsoleLoad(spec.read);
  const [result, setResult] = useState<SaveResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<Verification | null>(null);

  const verify = useCallback(async () => {
    setCheck(null);
    try {
      setCheck(await lotteriesApi.verify(no));
    } catch (e) {
      setResult(outcomeOf(e, c.failed));
    }
  }, [no, c]);
  useEffect(() => {
    if (a.phase === 'drawn') void verify();
  }, [a.phase, verify]);

  const runDraw = async () => {
    setBusy(true);
    // The card has one line for what happened: a refusal is said there too, not in the list above.
    await moveRow(
      {
        setDone: setResult,
        setError: (text) => setResult(text === null ? null : { ok: false, text }),
        reload: () => {
          entries.load();
          onChanged();
        },
      },
      {
        ask: t.drawConfirm(no),
        write: async () => ((await draw()) ? t.drawn : t.alreadyDrawn),
        failed: c.failed,
      },
    );
    setBusy(false);
  };

  const yesNo = (v: boolean) => (v ? t.yes : t.no);
  return (
    <section className="con-card" aria-label={t.detailHeading(no)}>
      <h2>
        {t.detailHeading(no)} · {a.title} · {t[`phase.${a.phase}`]}
      </h2>
      <button type="button" className="con-btn" onClick={onClose}>
        {t.close}
      </button>
      <p>
        {t.commitment}: <code data-testid="seed-commitment">{a.seedCommitment}</code>
      </p>
      {canDraw && (
        <button
          type="button"
          className="con-btn con-btn-primary"
          disabled={busy}
          onClick={() => void runDraw()}
        >
          {t.drawNow}
        </button>
      )}
      <SaveResultLine result={result} />

      <h3>{t.verifyHeading}</h3>
      {a.phase !== 'drawn' ? (
        <p className="con-muted">{t.notDrawn}</p>
      ) : check === null ? (
        <Loading />
      ) : (
        <ul aria-label={t.verifyHeading}>
          <li>
            {t.commitmentMatches}: {yesNo(check.commitmentMatches)}
          </li>
          <li>
            {t.entryHashMatches}: {yesNo(check.entryHashMatches)}
          </li>
          <li>
            {t.winnersMatch}: {yesNo(check.winnersMatch)}
          </li>
          <li className={check.verified ? 'con-ok' : 'con-error'}>
            {check.verified ? t.verified : t.notVerified}
          </li>
        </ul>
      )}
      <p>
        <a href={shopperHref} target="_blank" rel="noopener">
          {t.shopperCheck}
        </a>
      </p>

      <h3>{t.entriesHeading}</h3>
      {entries.error && !entries.data ? (
        <LoadFailed error={entries.error} onRetry={entries.load} />
      ) : !entries.data ? (
        <Loading />
      ) : (
        <ConsoleTable
          columns={spec.columns}
          rows={entries.data}
          empty={t.entriesEmpty}
          row={(e) => spec.row(e, yesNo)}
        />
      )}
    </section>
  );
}
