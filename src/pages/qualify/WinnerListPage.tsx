import { useParams } from 'react-router-dom';
import { fetchDrawData } from '../../api/lottery';
import { fetchQualificationWinners } from '../../api/qualify';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { DrawInputs } from '../lottery-shared/DrawInputs';
import { qualifyMessages } from './messages';
import styles from './Qualify.module.css';

/**
 * /qualify/winner-list/:activityNo: the winners with masked nicknames, then every input of the draw and a
 * button that recomputes the winners on the shopper's device.
 */
export default function WinnerListPage() {
  const t = useMessages(qualifyMessages);
  const { activityNo = '' } = useParams();
  const { state, reload } = useScreenData(
    async () => {
      const [winners, data] = await Promise.all([
        fetchQualificationWinners(activityNo),
        fetchDrawData(activityNo),
      ]);
      return { winners, data };
    },
    { key: `qualify-winners:${activityNo}`, enabled: activityNo !== '' },
  );
  const gone = (
    <EmptyState kind="search" title={t.notFound} linkTo="/qualify/list" linkText={t.allActivities} />
  );
  return (
    <ScreenStates state={state} onRetry={reload} idle={gone}>
      {({ winners, data }) => (
        <div className={styles.page} data-testid="qualify-winners">
          <section className={styles.card} aria-labelledby="winner-title">
            <h2 id="winner-title" className={styles.cardTitle}>
              {t.winnerList}
            </h2>
            {winners.list.length === 0 ? (
              <p className={styles.hint}>{t.noWinnersYet}</p>
            ) : (
              <>
                <ul className={styles.winners}>
                  {winners.list.map((w) => (
                    <li key={w.code}>
                      <span>{w.nickName}</span>
                      <span className={styles.mono}>{w.code}</span>
                    </li>
                  ))}
                </ul>
                <p className={styles.hint}>{t.maskedNote}</p>
              </>
            )}
          </section>
          <DrawInputs data={data} algorithm={data.algorithm} noun="qualify" />
        </div>
      )}
    </ScreenStates>
  );
}
