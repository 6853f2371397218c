import { Link, useParams } from 'react-router-dom';
import { fetchMyCodes } from '../../api/lottery';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Tag } from '../../ui/Tag';
import styles from './Lottery.module.css';
import { lotteryMessages } from './messages';

/** /lottery/lotteryCode/:activityNo: the shopper's own codes, where each came from, and which won. */
export default function LotteryCodePage() {
  const t = useMessages(lotteryMessages);
  const { activityNo = '' } = useParams();
  const { state, reload } = useScreenData(() => fetchMyCodes(activityNo), {
    key: `lottery-codes:${activityNo}`,
    enabled: activityNo !== '',
    reshow: true,
    isEmpty: (d) => d.list.length === 0,
  });
  const home = `/lottery/index?activityNo=${activityNo}`;
  const none = <EmptyState kind="search" title={t.codesEmpty} linkTo={home} linkText={t.joinToo} />;
  return (
    <ScreenStates state={state} onRetry={reload} empty={none} idle={none}>
      {(d) => (
        <div className={styles.page}>
          <section className={styles.card} data-testid="my-codes">
            <h1 className={styles.cardTitle}>{t.codesTitle(d.list.length)}</h1>
            <ul className={styles.codes}>
              {d.list.map((c) => (
                <li key={c.code} className={styles.code}>
                  <span>
                    <span className={styles.codeNo}>{c.code}</span>{' '}
                    {c.won && (
                      <Tag type="danger" round>
                        {t.wonTag}
                      </Tag>
                    )}
                  </span>
                  <span className={styles.codeMeta}>
                    <span>{c.source === 'join' ? t.source_join : t.source_assist(c.helperNick ?? '')}</span>
                    <span className={styles.muted}>{formatDateTime(c.createdAt)}</span>
                  </span>
                </li>
              ))}
            </ul>
            <Link className={styles.secondary} to={home}>
              {t.share}
            </Link>
          </section>
        </div>
      )}
    </ScreenStates>
  );
}
