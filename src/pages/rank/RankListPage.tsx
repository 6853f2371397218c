import { Link } from 'react-router-dom';
import { RANK_ALL, type RankCategory } from '../../../schemas/api/rankings';
import { fetchRankCategories, fetchRankList } from '../../api/rank';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Skeleton } from '../../ui/Skeleton';
import { Tabs } from '../../ui/Tabs';
import { PlacementSlot } from '../slot/PlacementSlot';
import { rankMessages } from './messages';
import styles from './Rank.module.css';
import { RankItems } from './RankItems';

/** The top places a tab shows; the full ranking is on /rankDetail. */
const TOP = 10;

function RankPane({ categoryCode }: { categoryCode: number }) {
  const t = useMessages(rankMessages);
  const { state, reload } = useScreenData(() => fetchRankList(categoryCode, TOP), {
    key: `rank-${categoryCode}`,
    part: true,
    isEmpty: (list) => list.items.length === 0,
  });
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      skeleton={<Skeleton variant="list" />}
      empty={<EmptyState kind="search" title={t.empty} />}
    >
      {(list) => (
        <>
          <RankItems items={list.items} />
          <Link className={styles.more} to={`/rankDetail?categoryCode=${categoryCode}`}>
            {t.fullList}
          </Link>
        </>
      )}
    </ScreenStates>
  );
}

/** The all-category ranking first, then each category's. */
const useTabs = () => {
  const t = useMessages(rankMessages);
  return (categories: RankCategory[]) => [
    { name: String(RANK_ALL), title: t.all },
    ...categories.map((c) => ({ name: String(c.categoryCode), title: c.name })),
  ];
};

/** /rankList: the best sellers overall and per category, each tab a ranking computed from real behaviour. */
export default function RankListPage() {
  const t = useMessages(rankMessages);
  const tabsOf = useTabs();
  const { state, reload } = useScreenData(fetchRankCategories, { key: 'rank-categories' });
  return (
    <ScreenStates state={state} onRetry={reload} skeleton={<Skeleton variant="page" />}>
      {(categories: RankCategory[]) => (
        <div className={styles.page} data-testid="rank-list">
          <header className={styles.head}>
            <h1 className={styles.title}>{t.title}</h1>
            <p className={styles.basis}>{t.basis}</p>
          </header>
          {/* Operators' content for the billboard (spec §3 placement code 31: 榜单), above the rankings. */}
          <PlacementSlot code={31} />
          <Tabs tabs={tabsOf(categories)} sticky label={t.categories} param="category">
            {(active) => <RankPane key={active} categoryCode={Number(active)} />}
          </Tabs>
        </div>
      )}
    </ScreenStates>
  );
}
