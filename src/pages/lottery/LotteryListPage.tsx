import { Link } from 'react-router-dom';
import { fetchLotteries } from '../../api/lottery';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { EmptyState } from '../../screen/StateViews';
import { usePagedList } from '../../screen/usePagedList';
import { Image } from '../../ui/Image';
import { Tag } from '../../ui/Tag';
import styles from './Lottery.module.css';
import { lotteryMessages } from './messages';
import { PhaseTag } from './parts';

/** /lottery/list: every lottery, paged, with its phase and draw time; a card opens its home. */
export default function LotteryListPage() {
  const t = useMessages(lotteryMessages);
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchLotteries(pageNo, pageSize);
      return { items: page.list, hasMore: pageNo * pageSize < page.total };
    },
    { key: 'lottery-list', idOf: (a) => a.activityNo, reshow: true },
  );
  return (
    <div className={styles.page}>
      <PagedStates
        list={list}
        empty={<EmptyState kind="search" title={t.noActivity} />}
        data-testid="lottery-list"
      >
        {(items) =>
          items.map((a) => (
            <Link
              key={a.activityNo}
              className={styles.listItem}
              to={`/lottery/index?activityNo=${a.activityNo}`}
            >
              <span className={styles.listThumb}>
                <Image src={a.imageUrl} alt={a.title} radius={8} />
              </span>
              <span className={styles.listBody}>
                <span className={styles.prizeName}>{a.title}</span>
                <span className={styles.heroMeta}>
                  <PhaseTag phase={a.phase} />
                  {a.invitedOnly && (
                    <Tag type="warning" plain>
                      {t.invitedOnly}
                    </Tag>
                  )}
                </span>
                <span className={styles.muted}>{t.drawTime(formatDateTime(a.drawAt))}</span>
              </span>
            </Link>
          ))
        }
      </PagedStates>
    </div>
  );
}
