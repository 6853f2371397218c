import type { SearchOrder, SearchSort } from '../../../schemas/api/search';
import { useMessages } from '../../i18n/messages';
import { searchMessages } from './messages';
import styles from './SortBar.module.css';

interface Props {
  sort: SearchSort;
  order: SearchOrder | undefined;
  onSort: (sort: SearchSort, order: SearchOrder | undefined) => void;
  /** Opens the filter sheet; without it the bar has no filter button (in-store results). */
  onFilter?: () => void;
  /** Some filter is on: the button shows it. */
  filtered?: boolean;
}

/**
 * 综合 · 销量 · 新品 · 价格 (the spec's sort keys 1-3 and relevance) and 筛选. Price toggles low-to-high and
 * high-to-low; the others take their natural order (best sellers, newest first).
 */
export function SortBar({ sort, order, onSort, onFilter, filtered = false }: Props) {
  const t = useMessages(searchMessages);
  const priceOrder: SearchOrder = sort === 3 ? (order ?? 'asc') : 'asc';
  const tabs: { key: SearchSort; label: string }[] = [
    { key: 0, label: t['sort.relevance'] },
    { key: 1, label: t['sort.sales'] },
    { key: 2, label: t['sort.newest'] },
  ];
  return (
    <div className={styles.bar} role="toolbar" aria-label={t.sortBy} data-testid="sort-bar">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          className={`${styles.tab} ${sort === tab.key ? styles.active : ''}`}
          aria-pressed={sort === tab.key}
          onClick={() => onSort(tab.key, undefined)}
        >
          {tab.label}
        </button>
      ))}
      <button
        type="button"
        className={`${styles.tab} ${sort === 3 ? styles.active : ''}`}
        aria-pressed={sort === 3}
        aria-label={sort === 3 && priceOrder === 'desc' ? t.priceDescending : t.priceAscending}
        data-order={sort === 3 ? priceOrder : undefined}
        onClick={() => onSort(3, sort === 3 && priceOrder === 'asc' ? 'desc' : 'asc')}
      >
        {t['sort.price']}
        <span className={styles.arrows} aria-hidden="true" />
      </button>
      {onFilter && (
        <button
          type="button"
          className={`${styles.tab} ${styles.filter} ${filtered ? styles.active : ''}`}
          onClick={onFilter}
          data-testid="open-filter"
        >
          {t.filter}
        </button>
      )}
    </div>
  );
}
