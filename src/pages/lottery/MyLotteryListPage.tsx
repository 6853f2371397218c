import { Link } from 'react-router-dom';
import { fetchMyLotteries, type MyLotteries } from '../../api/lottery';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Image } from '../../ui/Image';
import { Tag } from '../../ui/Tag';
import styles from './Lottery.module.css';
import { lotteryMessages } from './messages';

type Mine = MyLotteries['list'][number];
const statusOf = (m: Mine) => (m.activity.phase !== 'drawn' ? 'open' : m.prize ? 'won' : 'lost');
const TAG = { open: 'warning', won: 'danger', lost: 'default' } as const;

/** /lottery/myLotteryList: the shopper's lotteries, newest first: awaiting the draw, won or not won. */
export default function MyLotteryListPage() {
  const t = useMessages(lotteryMessages);
  const { state, reload } = useScreenData(fetchMyLotteries, {
    key: 'my-lotteries',
    reshow: true,
    isEmpty: (d) => d.list.length === 0,
  });
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      empty={<EmptyState kind="search" title={t.myEmpty} linkTo="/lottery/list" linkText={t.goJoin} />}
    >
      {(d) => (
        <div className={styles.page} data-testid="my-lotteries">
          {d.list.map((m) => {
            const status = statusOf(m);
            return (
              <Link
                key={m.activity.activityNo}
                className={styles.listItem}
                to={`/lottery/resultDetail?activityNo=${m.activity.activityNo}`}
              >
                <span className={styles.listThumb}>
                  <Image src={m.activity.imageUrl} alt={m.activity.title} radius={8} />
                </span>
                <span className={styles.listBody}>
                  <span className={styles.prizeName}>{m.activity.title}</span>
                  <span className={styles.heroMeta}>
                    <Tag type={TAG[status]} round>
                      {t[`myStatus_${status}`]}
                    </Tag>
                    {m.claimState && (
                      <Tag
                        type={m.claimState === 'won' || m.claimState === 'ordered' ? 'danger' : 'default'}
                        plain
                      >
                        {t[`claimTag_${m.claimState}`]}
                      </Tag>
                    )}
                    <span className={styles.muted}>
                      {t.myCodes} {t.codeCount(m.codeCount)}
                    </span>
                  </span>
                  {m.prize && <span>{t.wonPrize(m.prize.name)}</span>}
                  <span className={styles.muted}>{t.drawTime(formatDateTime(m.activity.drawAt))}</span>
                </span>
              </Link>
            );
          })}
        </div>
      )}
    </ScreenStates>
  );
}
