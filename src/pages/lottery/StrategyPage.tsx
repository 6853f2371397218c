import { useSearchParams } from 'react-router-dom';
import { fetchLotteries, fetchLotteryDetail } from '../../api/lottery';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import styles from './Lottery.module.css';
import { lotteryMessages } from './messages';
import { Times } from './parts';

/** The activity asked for, else the first one (the rules link of the pendant's home). */
async function loadRules(activityNo: string | null) {
  if (activityNo) return fetchLotteryDetail(activityNo);
  const first = (await fetchLotteries(1, 1)).list[0];
  return first ? fetchLotteryDetail(first.activityNo) : null;
}

/**
 * /lottery/lotteryStrategy?activityNo=: the activity's rules as the operator wrote them (operator API
 * PUT /api/operator/lottery/{activityNo}/rules), its times, and how the draw can be checked.
 */
export default function StrategyPage() {
  const t = useMessages(lotteryMessages);
  const [params] = useSearchParams();
  const activityNo = params.get('activityNo');
  const { state, reload } = useScreenData(() => loadRules(activityNo), {
    key: `lottery-rules:${activityNo ?? ''}`,
    isEmpty: (d) => d === null,
  });
  const none = <EmptyState kind="search" title={t.noActivity} />;
  return (
    <ScreenStates state={state} onRetry={reload} empty={none}>
      {(d) =>
        d === null ? (
          none
        ) : (
          <div className={styles.page} data-testid="lottery-rules">
            <section className={styles.card}>
              <h1 className={styles.cardTitle}>{d.title}</h1>
              <p className={styles.rules}>{d.rules}</p>
              <p className={`${styles.heroMeta} ${styles.muted}`}>
                <Times a={d} />
              </p>
            </section>
            <section className={styles.card}>
              <h2 className={styles.cardTitle}>{t.howDrawWorks}</h2>
              <p className={styles.rules}>{t.howDrawWorksText}</p>
            </section>
          </div>
        )
      }
    </ScreenStates>
  );
}
