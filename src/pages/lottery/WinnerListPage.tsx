import { useParams } from 'react-router-dom';
import { fetchDrawData, fetchWinList } from '../../api/lottery';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { DrawInputs } from '../lottery-shared/DrawInputs';
import styles from './Lottery.module.css';
import { lotteryMessages } from './messages';

async function loadWinners(activityNo: string) {
  const [winners, draw] = await Promise.all([fetchWinList(activityNo), fetchDrawData(activityNo)]);
  return { winners, draw };
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
          <DrawInputs data={draw} algorithm={draw.algorithm} noun="lottery" />
        </div>
      )}
    </ScreenStates>
  );
}
