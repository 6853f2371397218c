import { type CSSProperties, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { EcnyCategory } from '../../../schemas/api/ecny';
import type { SearchOrder, SearchSort } from '../../../schemas/api/search';
import { ecnyCategories, searchEcny } from '../../api/ecny';
import { formatCount } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { ScreenStates } from '../../screen/ScreenStates';
import { usePagedList } from '../../screen/usePagedList';
import { useScreenData } from '../../screen/useScreenData';
import { Empty } from '../../ui/Empty';
import { remember } from '../search/history';
import { ResultGrid } from '../search/ResultGrid';
import { SearchBar } from '../search/SearchBar';
import results from '../search/SearchResults.module.css';
import { SortBar } from '../search/SortBar';
import { readSearch } from '../search/searchUrl';
import styles from './EcnySearchPage.module.css';
import { ecnyMessages } from './messages';

/** The sort bar sticks under the search field (50 px). */
const UNDER_FIELD = { '--search-sticky-top': '50px' } as CSSProperties;

type Search = ReturnType<typeof readSearch>;

function Results({ search }: { search: Search }) {
  const t = useMessages(ecnyMessages);
  const [total, setTotal] = useState<number | null>(null);
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await searchEcny(
        {
          keyword: search.keyword,
          categoryCode: search.categoryCode,
          sort: search.sort,
          order: search.order,
        },
        pageNo,
        pageSize,
      );
      if (pageNo === 1) setTotal(page.total);
      return { items: page.items, hasMore: page.hasMore };
    },
    {
      key: `ecny-search|${search.keyword}|${search.categoryCode ?? ''}|${search.sort}|${search.order ?? ''}`,
      idOf: (c) => c.spuNo,
      part: true,
    },
  );
  return (
    <PagedStates
      list={list}
      data-testid="ecny-search-results"
      empty={
        <Empty kind="search" description={t.noResults(search.keyword || (search.categoryName ?? ''))}>
          <Link className={results.way} to="/e-cny">
            {t.backToZone}
          </Link>
        </Empty>
      }
    >
      {(items) => (
        <>
          {total !== null && <p className={results.count}>{t.count(formatCount(total, true))}</p>}
          <ResultGrid items={items} label={t.results} />
        </>
      )}
    </PagedStates>
  );
}

/**
 * /e-cny/search: search inside the digital yuan zone (ecny-product-search with words or a category,
 * through the same search as the mall's), its category chips (ecny-category-search) and the sort bar.
 */
export default function EcnySearchPage() {
  const t = useMessages(ecnyMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readSearch(params);
  const [typed, setTyped] = useState(search.keyword);
  const { state, reload } = useScreenData(ecnyCategories, {
    key: 'ecny-categories',
    isEmpty: (list: EcnyCategory[]) => list.length === 0,
  });

  const show = (next: Record<string, string | undefined>, replace: boolean) => {
    const q = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined) q.delete(k);
      else q.set(k, v);
    }
    navigate(`/e-cny/search?${q.toString()}`, { replace });
  };
  const onSort = (sort: SearchSort, order: SearchOrder | undefined) =>
    show({ sort: String(sort), order }, true);
  const searching = search.keyword !== '' || search.categoryCode !== undefined;

  return (
    <div className={results.page} style={UNDER_FIELD}>
      <SearchBar
        value={typed}
        onChange={setTyped}
        onSubmit={(keyword) => {
          remember(keyword);
          show({ keyword, sort: params.get('sort') ?? '0' }, false);
        }}
        placeholder={t.placeholder}
        autoFocus={!searching}
      />
      <ScreenStates
        state={state}
        onRetry={reload}
        empty={
          <Empty kind="search" description={t.noCategories}>
            <Link className={results.way} to="/e-cny">
              {t.backToZone}
            </Link>
          </Empty>
        }
      >
        {(categories) => (
          <>
            <nav className={styles.chips} aria-label={t.categories}>
              {[{ categoryCode: undefined, name: t.allCategories }, ...categories].map((c) => (
                <button
                  key={c.categoryCode ?? 'all'}
                  type="button"
                  className={`${styles.chip} ${search.categoryCode === c.categoryCode ? styles.on : ''}`}
                  aria-pressed={search.categoryCode === c.categoryCode}
                  onClick={() =>
                    show(
                      { categoryCode: c.categoryCode, categoryName: c.categoryCode ? c.name : undefined },
                      true,
                    )
                  }
                >
                  {c.name}
                </button>
              ))}
            </nav>
            {searching ? (
              <>
                <SortBar sort={search.sort} order={search.order} onSort={onSort} />
                <Results search={search} />
              </>
            ) : (
              <p className={styles.prompt}>{t.prompt}</p>
            )}
          </>
        )}
      </ScreenStates>
    </div>
  );
}
