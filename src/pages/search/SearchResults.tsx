import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchOrder, SearchSort } from '../../../schemas/api/search';
import { searchProducts } from '../../api/search';
import { formatCount } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { usePageTitle } from '../../screen/pageTitle';
import { usePagedList } from '../../screen/usePagedList';
import { useHistorySheet } from '../../ui/useHistorySheet';
import { FilterSheet, type Filters } from './FilterSheet';
import { searchMessages } from './messages';
import { NoResults } from './NoResults';
import { ResultGrid } from './ResultGrid';
import { SearchBox } from './SearchBox';
import styles from './SearchResults.module.css';
import { SortBar } from './SortBar';
import { hasFilters, type SearchState, searchQuery } from './searchUrl';

/**
 * Results of a search or a category (/search/result?keyword=…): the box (a tap edits the words), the sort
 * bar with 筛选, the paged cards and, when nothing matches, a page that still leads somewhere.
 */
export function SearchResults({ search }: { search: SearchState }) {
  const t = useMessages(searchMessages);
  const navigate = useNavigate();
  const filterSheet = useHistorySheet('filter');
  // A category's results are named after it (旗舰手机), a search's after the route (搜索结果).
  usePageTitle(search.keyword ? undefined : search.categoryName);
  const [total, setTotal] = useState<number | null>(null);
  const query = searchQuery(search);
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await searchProducts(search, pageNo, pageSize);
      if (pageNo === 1) setTotal(page.total);
      return { items: page.items, hasMore: page.hasMore };
    },
    { key: `search|${query}`, idOf: (c) => c.spuNo },
  );

  /** Sort and filters replace the history entry: back leaves the results, not each tap on them. */
  const change = (next: SearchState) => navigate(`/search/result?${searchQuery(next)}`, { replace: true });
  const onSort = (sort: SearchSort, order: SearchOrder | undefined) => change({ ...search, sort, order });
  // Closing the sheet pops its history entry (asynchronously); once it is gone the chosen filters replace
  // the results' own entry, so back still leaves the results in one step.
  const applied = useRef<string | null>(null);
  const onApply = (f: Filters) => {
    applied.current = `/search/result?${searchQuery({ ...search, ...f })}`;
    filterSheet.hide();
  };
  useEffect(() => {
    if (filterSheet.open || applied.current === null) return;
    const to = applied.current;
    applied.current = null;
    navigate(to, { replace: true });
  }, [filterSheet.open, navigate]);
  const words = search.keyword || search.categoryName || '';
  const edit = `/search/result?${new URLSearchParams(search.keyword ? { q: search.keyword } : {}).toString()}`;

  return (
    <div className={styles.page}>
      <SearchBox to={edit} text={words || undefined} />
      <SortBar
        sort={search.sort}
        order={search.order}
        onSort={onSort}
        onFilter={filterSheet.show}
        filtered={hasFilters(search)}
      />
      {total !== null && list.state.status === 'ready' && (
        <p className={styles.count} aria-live="polite">
          {t.resultCount(formatCount(total))}
        </p>
      )}
      <PagedStates
        list={list}
        data-testid="search-results"
        empty={
          <NoResults
            keyword={search.keyword}
            filtered={hasFilters(search)}
            onClearFilters={() =>
              change({
                ...search,
                brand: undefined,
                minPriceCents: undefined,
                maxPriceCents: undefined,
                inStock: false,
              })
            }
          />
        }
      >
        {(items) => <ResultGrid items={items} label={t.results} />}
      </PagedStates>
      <FilterSheet sheet={filterSheet} search={search} onApply={onApply} />
    </div>
  );
}
