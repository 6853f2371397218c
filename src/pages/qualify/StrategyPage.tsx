import { useSearchParams } from 'react-router-dom';
import { fetchQualification, fetchQualifications } from '../../api/qualify';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { qualifyMessages } from './messages';
import styles from './Qualify.module.css';

/** /qualify/strategy?activityNo=: the operator's rules of the draw, then how winners are drawn and buy. */
export default function StrategyPage() {
  const t = useMessages(qualifyMessages);
  const [params] = useSearchParams();
  const activityNo = params.get('activityNo');
  const { state, reload } = useScreenData(
    async () => {
      const no = activityNo ?? (await fetchQualifications(1, 1)).list[0]?.activityNo;
      return no ? fetchQualification(no) : null;
    },
    { key: `qualify-strategy:${activityNo ?? ''}`, isEmpty: (d) => d === null },
  );
  const none = <EmptyState kind="search" title={t.empty} />;
  return (
    <ScreenStates state={state} onRetry={reload} empty={none}>
      {(d) =>
        d === null ? (
          none
        ) : (
          <div className={styles.page} data-testid="qualify-strategy">
            <section className={styles.card}>
              <h2 className={styles.cardTitle}>{d.title}</h2>
              <p className={styles.rules}>{d.rules}</p>
            </section>
            <section className={styles.card}>
              <h2 className={styles.cardTitle}>{t.howDraw}</h2>
              <p className={styles.rules}>{t.howDrawText}</p>
            </section>
            <section className={styles.card}>
              <h2 className={styles.cardTitle}>{t.howBuy}</h2>
              <p className={styles.rules}>{t.howBuyText}</p>
            </section>
          </div>
        )
      }
    </ScreenStates>
  );
}
