import { useSearchParams } from 'react-router-dom';
import { RANK_ALL, RANK_SIZE } from '../../../schemas/api/rankings';
import { fetchRankCategories, fetchRankList } from '../../api/rank';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Skeleton } from '../../ui/Skeleton';
import { rankMessages } from './messages';
import styles from './Rank.module.css';
import { RankItems } from './RankItems';

/** /rankDetail?categoryCode=: one full ranking with what puts each product there. */
export default function RankDetailPage() {
  const t = useMessages(rankMessages);
  const [params] = useSearchParams();
  const asked = Number(params.get('categoryCode') ?? RANK_ALL);
  const categoryCode = Number.isInteger(asked) && asked >= 0 ? asked : RANK_ALL;
  const { state, reload } = useScreenData(
    async () => {
      const [categories, list] = await Promise.all([
        fetchRankCategories(),
        fetchRankList(categoryCode, RANK_SIZE),
      ]);
      const name = categories.find((c) => c.categoryCode === categoryCode)?.name;
      return { title: name === undefined ? t.title : t.hotTitle(name), list };
    },
    { key: `rank-detail-${categoryCode}`, isEmpty: (d) => d.list.items.length === 0 },
  );
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      skeleton={<Skeleton variant="page" />}
      empty={<EmptyState kind="search" title={t.empty} linkTo="/rankList" />}
    >
      {({ title, list }) => (
        <div className={styles.page} data-testid="rank-detail">
          <header className={styles.head}>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.basis}>
              {t.basis}
              {list.computedAt !== null && ` · ${t.updatedAt(formatDateTime(list.computedAt))}`}
            </p>
          </header>
          <RankItems items={list.items} stats />
        </div>
      )}
    </ScreenStates>
  );
}
