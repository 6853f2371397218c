import { type CSSProperties, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { SearchOrder, SearchSort } from '../../../schemas/api/search';
import { isApiError } from '../../api/errors';
import { searchInStore, searchStoreDirectory } from '../../api/search';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { usePagedList } from '../../screen/usePagedList';
import { Empty } from '../../ui/Empty';
import { remember } from './history';
import { searchMessages } from './messages';
import { ResultGrid } from './ResultGrid';
import { SearchBar } from './SearchBar';
import styles from './SearchResults.module.css';
import { SortBar } from './SortBar';
import { readSearch } from './searchUrl';

/** The sort bar sticks under the search field (50 px). */
const UNDER_FIELD = { '--search-sticky-top': '50px' } as CSSProperties;

/**
 * /searchResult/:storeNo: search inside one store (store/search), or one node of its directory
 * (?directoryId=, store/directory-sku-search), with the sort bar; the store's pages link here.
 */
export default function StoreSearchPage() {
  const t = useMessages(searchMessages);
  const { storeNo = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readSearch(params);
  const directory = Number(params.get('directoryId'));
  const directoryId = Number.isInteger(directory) && directory > 0 ? directory : undefined;
  const [typed, setTyped] = useState(search.keyword);
  /** The server's words when the store or its directory node does not exist (a stale link). */
  const [missing, setMissing] = useState<string | null>(null);

  const list = usePagedList(
    async (pageNo, pageSize) => {
      const q = { keyword: search.keyword, sort: search.sort, order: search.order };
      try {
        const page =
          directoryId === undefined
            ? await searchInStore(storeNo, q, pageNo, pageSize)
            : await searchStoreDirectory(storeNo, directoryId, q, pageNo, pageSize);
        setMissing(null);
        return { items: page.items, hasMore: page.hasMore };
      } catch (e) {
        // Nothing to retry: say what is missing instead of blaming the signal.
        if (!isApiError(e) || e.status !== 404) throw e;
        setMissing(e.statusText);
        return { items: [], hasMore: false };
      }
    },
    { key: `store-search|${storeNo}|${params.toString()}`, idOf: (c) => c.spuNo },
  );

  const show = (next: Record<string, string | undefined>, replace: boolean) => {
    const q = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined) q.delete(k);
      else q.set(k, v);
    }
    navigate(`/searchResult/${encodeURIComponent(storeNo)}?${q.toString()}`, { replace });
  };
  const onSort = (sort: SearchSort, order: SearchOrder | undefined) =>
    show({ sort: sort === 0 ? undefined : String(sort), order }, true);

  return (
    <div className={styles.page} style={UNDER_FIELD}>
      <SearchBar
        value={typed}
        onChange={setTyped}
        onSubmit={(keyword) => {
          remember(keyword);
          show({ keyword }, false);
        }}
        placeholder={t.storePlaceholder}
        autoFocus={search.keyword === '' && directoryId === undefined}
      />
      <SortBar sort={search.sort} order={search.order} onSort={onSort} />
      <PagedStates
        list={list}
        data-testid="store-search-results"
        empty={
          <Empty kind="search" description={missing ?? t.noResults(search.keyword)}>
            {missing !== null && (
              <Link className={styles.way} to="/index">
                {t.backHome}
              </Link>
            )}
          </Empty>
        }
      >
        {(items) => <ResultGrid items={items} label={t.storeResults} />}
      </PagedStates>
    </div>
  );
}
