import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ProductPage } from '../../../schemas/api/productCard';
import type { StoreDirectory, StoreInfo, StoreNav } from '../../../schemas/api/store';
import type { ProductListQuery } from '../../api/productLists';
import {
  fetchStoreDirectories,
  fetchStoreInfo,
  fetchStoreNav,
  fetchStoreProducts,
  fetchStoreRecommend,
  fetchStoreTabProducts,
  unlessGone,
} from '../../api/store';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Skeleton } from '../../ui/Skeleton';
import { Tabs } from '../../ui/Tabs';
import { useHistorySheet } from '../../ui/useHistorySheet';
import { ProductList } from '../booth/ProductList';
import { SortedProducts } from '../booth/SortedProducts';
import { DirectorySheet, findDirectory } from './DirectorySheet';
import { storeMessages } from './messages';
import styles from './Store.module.css';
import { StoreHeader } from './StoreHeader';

const pageOf = (q: ProductListQuery) => ({ pageNo: q.pageNo, pageSize: q.pageSize ?? 10 });

/** The store's recommendations as one page of the product grid. */
const recommendedPage = async (storeNo: string): Promise<ProductPage> => {
  const items = await fetchStoreRecommend(storeNo);
  return { items, pageNo: 1, pageSize: items.length || 1, total: items.length, hasMore: false };
};

function NavPane({ storeNo, nav }: { storeNo: string; nav: StoreNav | undefined }) {
  const t = useMessages(storeMessages);
  const navigate = useNavigate();
  if (!nav || nav.kind === 'home') {
    return (
      <>
        <h2 className={styles.sectionTitle}>{t.recommended}</h2>
        <ProductList
          listKey={`store-home:${storeNo}`}
          sort={1}
          load={() => recommendedPage(storeNo)}
          emptyText={t.noProducts}
        />
        <button
          type="button"
          className={styles.moreButton}
          onClick={() => navigate({ search: '?tab=all' }, { replace: true })}
        >
          {t.viewAllProducts}
        </button>
      </>
    );
  }
  if (nav.kind === 'all') {
    return (
      <SortedProducts
        listKey={`store-all:${storeNo}`}
        load={(q) => fetchStoreProducts(storeNo, { sort: q.sort, ...pageOf(q) })}
        emptyText={t.noProducts}
      />
    );
  }
  if (nav.kind === 'new') {
    return (
      <ProductList
        listKey={`store-new:${storeNo}`}
        sort={2}
        load={(q) => fetchStoreTabProducts(storeNo, { kind: 'new' }, pageOf(q))}
        emptyText={t.noNewProducts}
      />
    );
  }
  const directoryId = nav.directoryId ?? 0;
  return (
    <ProductList
      listKey={`store-dir:${storeNo}:${directoryId}`}
      sort={1}
      load={(q) => fetchStoreTabProducts(storeNo, { kind: 'directory', directoryId }, pageOf(q))}
      emptyText={t.noProducts}
    />
  );
}

interface HomeData {
  info: StoreInfo;
  nav: StoreNav[];
  tree: StoreDirectory[];
}

function StoreHome({ info, nav, tree }: HomeData) {
  const t = useMessages(storeMessages);
  const [params, setParams] = useSearchParams();
  const sheet = useHistorySheet('sheet', 'directories');
  const storeNo = info.storeNo;
  const chosen = findDirectory(tree, Number(params.get('dir')));
  const tabs = nav.map((n) => ({
    name: n.key,
    title: n.name ?? t[`nav.${n.kind === 'directory' ? 'all' : n.kind}`],
  }));

  const closeDirectory = () => {
    const next = new URLSearchParams(params);
    next.delete('dir');
    setParams(next, { replace: true });
  };

  return (
    <div className={styles.page} data-testid="store-page">
      <StoreHeader info={info} />
      <div className={styles.toolbar}>
        <Link className={styles.searchBox} to={`/searchResult/${encodeURIComponent(storeNo)}`}>
          {t.searchInStore}
        </Link>
        {tree.length > 0 && (
          <button type="button" className={styles.toolButton} onClick={sheet.show}>
            {t.directories}
          </button>
        )}
      </div>
      {chosen ? (
        <section aria-label={t.directoryOf(chosen.name)}>
          <div className={styles.directoryBar}>
            <span>{t.directoryOf(chosen.name)}</span>
            <button type="button" className={styles.linkButton} onClick={closeDirectory}>
              {t.closeDirectory}
            </button>
          </div>
          <ProductList
            listKey={`store-dir:${storeNo}:${chosen.directoryId}`}
            sort={1}
            load={(q) =>
              fetchStoreTabProducts(
                storeNo,
                { kind: 'directory', directoryId: chosen.directoryId },
                pageOf(q),
              )
            }
            emptyText={t.noProducts}
          />
        </section>
      ) : (
        <Tabs tabs={tabs} sticky label={info.name}>
          {(active) => <NavPane storeNo={storeNo} nav={nav.find((n) => n.key === active)} />}
        </Tabs>
      )}
      <DirectorySheet
        sheet={sheet}
        tree={tree}
        onChoose={(directoryId) => {
          const next = new URLSearchParams(params);
          next.set('dir', String(directoryId));
          setParams(next, { replace: true });
        }}
      />
    </div>
  );
}

/** /store/:storeNo: the store's home: header, search, its tabs (recommended, all, new, directories). */
export default function StorePage() {
  const t = useMessages(storeMessages);
  const { storeNo = '' } = useParams();
  const { state, reload } = useScreenData(
    async (): Promise<HomeData | null> => {
      const info = await unlessGone(fetchStoreInfo(storeNo));
      if (!info) return null;
      const [nav, tree] = await Promise.all([fetchStoreNav(storeNo), fetchStoreDirectories(storeNo)]);
      return { info, nav, tree };
    },
    { key: storeNo, isEmpty: (data) => data === null },
  );
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      skeleton={<Skeleton variant="page" />}
      empty={<EmptyState kind="search" title={t.storeGone} />}
    >
      {(data) => data && <StoreHome {...data} />}
    </ScreenStates>
  );
}
