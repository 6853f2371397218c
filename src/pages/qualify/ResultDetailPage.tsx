import { Link, useSearchParams } from 'react-router-dom';
import { fetchQualification, fetchQualificationWinners } from '../../api/qualify';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Countdown } from '../../ui/Countdown';
import { LaunchHero } from './LaunchHero';
import { qualifyMessages } from './messages';
import styles from './Qualify.module.css';
import { MyCodes, StatusLine } from './QualifyParts';

/** /qualify/result-detail?activityNo=: the shopper's result, their code and word, the winning codes. */
export default function ResultDetailPage() {
  const t = useMessages(qualifyMessages);
  const [params] = useSearchParams();
  const activityNo = params.get('activityNo') ?? '';
  const { state, reload } = useScreenData(
    async () => {
      const [d, winners] = await Promise.all([
        fetchQualification(activityNo),
        fetchQualificationWinners(activityNo),
      ]);
      return { d, winners };
    },
    { key: `qualify-result:${activityNo}`, enabled: activityNo !== '', reshow: true },
  );
  const gone = (
    <EmptyState kind="search" title={t.notFound} linkTo="/qualify/my-qualify-list" linkText={t.myList} />
  );
  return (
    <ScreenStates state={state} onRetry={reload} idle={gone}>
      {({ d, winners }) => {
        const no = encodeURIComponent(d.activityNo);
        const orderLink = d.mine.orderNo
          ? `/order/detail?orderNo=${encodeURIComponent(d.mine.orderNo)}`
          : null;
        return (
          <div className={styles.page} data-testid="qualify-result" data-state={d.mine.state}>
            <LaunchHero a={d} />
            <section className={styles.card} aria-live="polite">
              <h2 className={styles.cardTitle}>{t.resultTitle}</h2>
              <StatusLine state={d.mine.state} />
              {d.mine.state === 'registered' && (
                <p className={styles.hint}>{t.drawAt(formatDateTime(d.drawAt))}</p>
              )}
              {d.mine.state === 'won' && (
                <>
                  <Countdown
                    className={styles.countdown}
                    endsAt={d.claimDeadline}
                    prefix={t.buyEndsIn}
                    onEnd={reload}
                  />
                  <p className={styles.hint}>{t.buyBefore(formatDateTime(d.claimDeadline))}</p>
                  <Link className={styles.primary} to={`/qualify/confirm-order?activityNo=${no}`}>
                    {t.buyNow}
                  </Link>
                </>
              )}
              {orderLink && (
                <Link className={styles.secondary} to={orderLink}>
                  {d.mine.state === 'ordered' ? t.payNow : t.viewOrder}
                </Link>
              )}
              {d.mine.state === 'none' && (
                <Link className={styles.secondary} to={`/qualify/index?activityNo=${no}`}>
                  {t.goJoin}
                </Link>
              )}
              <MyCodes code={d.mine.code} codeWord={d.mine.codeWord} />
            </section>
            {winners.drawn && (
              <section className={styles.card}>
                <h2 className={styles.cardTitle}>{t.winningCodes}</h2>
                <ul className={styles.winners}>
                  {winners.list.map((w) => (
                    <li key={w.code}>
                      <span>{w.nickName}</span>
                      <span className={styles.mono}>{w.code}</span>
                    </li>
                  ))}
                </ul>
                <Link className={styles.secondary} to={`/qualify/winner-list/${no}`}>
                  {t.winners}
                </Link>
              </section>
            )}
          </div>
        );
      }}
    </ScreenStates>
  );
}
