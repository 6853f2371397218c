import type { SearchOrder, SearchSort } from '../../../schemas/api/search';
import type { SearchParams } from '../../api/search';

/**
 * A search lives in the address (/search/result?keyword=…&brand=…&sort=3&order=desc), so back, reload and
 * a shared link show the same results. `categoryName` only names the category in the box.
 */
export interface SearchState extends SearchParams {
  categoryName?: string | undefined;
}

const SORTS: readonly SearchSort[] = [0, 1, 2, 3];

const cents = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : undefined;
};

export function readSearch(params: URLSearchParams): SearchState {
  const sort = Number(params.get('sort'));
  const order = params.get('order');
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    categoryCode: params.get('categoryCode') || undefined,
    categoryName: params.get('categoryName') || undefined,
    brand: params.get('brand') || undefined,
    minPriceCents: cents(params.get('minPriceCents')),
    maxPriceCents: cents(params.get('maxPriceCents')),
    inStock: params.get('inStock') === '1',
    sort: SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : 0,
    order: order === 'asc' || order === 'desc' ? (order as SearchOrder) : undefined,
  };
}

export function searchQuery(s: SearchState): string {
  const p = new URLSearchParams();
  if (s.keyword) p.set('keyword', s.keyword);
  if (s.categoryCode) p.set('categoryCode', s.categoryCode);
  if (s.categoryName) p.set('categoryName', s.categoryName);
  if (s.brand) p.set('brand', s.brand);
  if (s.minPriceCents !== undefined) p.set('minPriceCents', String(s.minPriceCents));
  if (s.maxPriceCents !== undefined) p.set('maxPriceCents', String(s.maxPriceCents));
  if (s.inStock) p.set('inStock', '1');
  if (s.sort !== 0) p.set('sort', String(s.sort));
  if (s.order) p.set('order', s.order);
  return p.toString();
}

/** Whether the address asks for results (words or a category); otherwise it is the search page. */
export const wantsResults = (s: SearchState): boolean => s.keyword !== '' || s.categoryCode !== undefined;

/** The filter sheet's choices are on (the no-results page offers to clear them). */
export const hasFilters = (s: SearchState): boolean =>
  s.brand !== undefined ||
  s.minPriceCents !== undefined ||
  s.maxPriceCents !== undefined ||
  Boolean(s.inStock);

/** The address of results for a word (a fresh search: no filters, default sort). */
export const resultsFor = (keyword: string): string => `/search/result?${searchQuery({ keyword, sort: 0 })}`;

/** The filter's price fields read and write yuan with the shared money helpers. */
export { centsToYuan, yuanToCents } from '../../lib/money';
