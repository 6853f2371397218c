import {
  searchBrands,
  searchCategoryTree,
  searchHotWords,
  searchInStore as searchInStoreEndpoint,
  searchProducts as searchProductsEndpoint,
  searchStoreDirectory as searchStoreDirectoryEndpoint,
  searchSuggest,
} from '../../schemas/api/endpoints/search';
import type {
  BrandList,
  CategoryTree,
  HotWords,
  SearchOrder,
  SearchPage,
  SearchSort,
  SearchSuggest,
} from '../../schemas/api/search';
import { call } from './call';

/** What a results page asks for: the words, the filter sheet's choices and the sort bar's. */
export interface SearchParams {
  keyword: string;
  categoryCode?: string | undefined;
  brand?: string | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  inStock?: boolean | undefined;
  sort: SearchSort;
  order?: SearchOrder | undefined;
}

const paged = (
  p: Omit<SearchParams, 'inStock'> & { inStock?: boolean | undefined },
  pageNo: number,
  pageSize: number,
) => ({
  ...p,
  inStock: p.inStock ? ('1' as const) : undefined,
  pageNo,
  pageSize,
});

/** Lists are silent: their own skeleton and footer show the loading, not the global spinner. */
export const searchProducts = (p: SearchParams, pageNo: number, pageSize: number): Promise<SearchPage> =>
  call(searchProductsEndpoint, { query: paged(p, pageNo, pageSize) }, { silent: true });

export const searchInStore = (
  storeNo: string,
  p: Pick<SearchParams, 'keyword' | 'sort' | 'order' | 'inStock'>,
  pageNo: number,
  pageSize: number,
): Promise<SearchPage> =>
  call(searchInStoreEndpoint, { query: { storeNo, ...paged(p, pageNo, pageSize) } }, { silent: true });

export const searchStoreDirectory = (
  storeNo: string,
  directoryId: number,
  p: Pick<SearchParams, 'keyword' | 'sort' | 'order' | 'inStock'>,
  pageNo: number,
  pageSize: number,
): Promise<SearchPage> =>
  call(
    searchStoreDirectoryEndpoint,
    { query: { storeNo, directoryId, ...paged(p, pageNo, pageSize) } },
    { silent: true },
  );

export const fetchSuggestions = (keyword: string, signal?: AbortSignal): Promise<SearchSuggest> =>
  call(searchSuggest, { query: { keyword } }, { silent: true, signal });

export const fetchHotWords = (): Promise<HotWords> => call(searchHotWords, {}, { silent: true });

export const fetchBrands = (q: {
  categoryCode?: string | undefined;
  keyword?: string | undefined;
}): Promise<BrandList> => call(searchBrands, { query: q }, { silent: true });

export const fetchCategoryTree = (): Promise<CategoryTree> => call(searchCategoryTree, {}, { silent: true });
