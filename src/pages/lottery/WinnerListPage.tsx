import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { fetchDrawData, fetchWinList } from '../../api/lottery';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import styles from './Lottery.module.css';
import { lotteryMessages } from './messages';
import { checkDraw, type DrawCheck } from './verifyDraw';

async function loadWinners(activityNo: string) {
  const [winners, draw] = await Promise.all([fetchWinList(activityNo), fetchDrawData(activityNo)]);
  return { winners, draw };
}
type Loaded = Awaited<ReturnType<typeof loadWinners>>;

function CheckRow({ label, ok }: { label: string; ok: boolean }) {
  const t = useMessages(lotteryMessages);
  return (
    <li className={styles.check}>
      <span>{label}</span>
      <span className={ok ? styles.pass : styles.fail}>{ok ? t.yes : t.no}</span>
    </li>
  );
}

/** The published inputs, and the shopper's own recomputation of the winners from them. */
function Fairness({ draw }: { draw: Loaded['draw'] }) {
  const t = useMessages(lotteryMessages);
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const entries = draw.entries ?? [];
  const ok = check?.commitmentMatches === true && check.entryHashMatches && check.winnersMatch;
  return (
    <section className={styles.card} aria-labelledby="lottery-fair" data-testid="draw-data">
      <h2 id="lottery-fair" className={styles.cardTitle}>
        {t.fairTitle}
      </h2>
      <p className={styles.hint}>{t.fairIntro}</p>
      <dl className={styles.facts}>
        <dt className={styles.muted}>{t.algorithm}</dt>
        <dd className={styles.mono}>{draw.algorithm}</dd>
        <dt className={styles.muted}>{t.seedCommitment}</dt>
        <dd className={styles.mono} data-testid="seed-commitment">
          {draw.seedCommitment}
        </dd>
        {draw.seed !== null && (
          <>
            <dt className={styles.muted}>{t.seed}</dt>
            <dd className={styles.mono} data-testid="seed">
              {draw.seed}
            </dd>
            <dt className={styles.muted}>{t.entryHash}</dt>
            <dd className={styles.mono}>{draw.entryHash}</dd>
            <dt className={styles.muted}>{t.entries(entries.length)}</dt>
            <dd>
              <ul className={`${styles.entries} ${styles.mono}`}>
                {entries.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      {draw.seed !== null && (
        <>
          <button type="button" className={styles.primary} onClick={() => setCheck(checkDraw(draw))}>
            {t.verify}
          </button>
          {check && (
            <div role="status" data-testid="verify-result">
              <ul className={styles.codes}>
                <CheckRow label={t.checkCommitment} ok={check.commitmentMatches} />
                <CheckRow label={t.checkEntries} ok={check.entryHashMatches} />
                <CheckRow label={t.checkWinners} ok={check.winnersMatch} />
              </ul>
              <p className={`${styles.countdown} ${ok ? styles.pass : styles.fail}`}>
                {ok ? t.verified : t.notVerified}
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/**
 * /lottery/winnerList/:activityNo: the winners (masked nicknames) and everything needed to check the
 * draw; "verify" recomputes the winners on this device from the published function (verifyDraw.ts).
 */
export default function WinnerListPage() {
  const t = useMessages(lotteryMessages);
  const { activityNo = '' } = useParams();
  const { state, reload } = useScreenData(() => loadWinners(activityNo), {
    key: `lottery-winners:${activityNo}`,
    enabled: activityNo !== '',
  });
  const gone = (
    <EmptyState kind="search" title={t.notFound} linkTo="/lottery/list" linkText={t.allActivities} />
  );
  return (
    <ScreenStates state={state} onRetry={reload} idle={gone}>
      {({ winners, draw }) => (
        <div className={styles.page}>
          <section className={styles.card} aria-labelledby="lottery-winners" data-testid="winner-list">
            <h1 id="lottery-winners" className={styles.cardTitle}>
              {t.winnerListTitle}
            </h1>
            {!winners.drawn ? (
              <p className={styles.hint}>{t.notDrawnYet}</p>
            ) : winners.list.length === 0 ? (
              <p className={styles.hint}>{t.noWinners}</p>
            ) : (
              <ul className={styles.codes}>
                {winners.list.map((w) => (
                  <li key={w.code} className={styles.winner}>
                    <span className={styles.winnerNick}>{w.nickName}</span>
                    <span className={styles.codeNo}>{w.code}</span>
                    <span className={styles.winnerPrize}>{w.prizeName}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Fairness draw={draw} />
        </div>
      )}
    </ScreenStates>
  );
}
