import {
  type BrandList,
  brandListSchema,
  type CategoryTree,
  categoryTreeSchema,
  type HotWords,
  hotWordsSchema,
  type SearchOrder,
  type SearchPage,
  type SearchSort,
  type SearchSuggest,
  searchPageSchema,
  searchSuggestSchema,
} from '../../schemas/api/search';
import { get } from './client';

const CHANNEL = '/api/channel';

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
  inStock: p.inStock ? '1' : undefined,
  pageNo,
  pageSize,
});

/** Lists are silent: their own skeleton and footer show the loading, not the global spinner. */
export const searchProducts = (p: SearchParams, pageNo: number, pageSize: number): Promise<SearchPage> =>
  get(`${CHANNEL}/product-search-v2`, paged(p, pageNo, pageSize), { schema: searchPageSchema, silent: true });

export const searchInStore = (
  storeNo: string,
  p: Pick<SearchParams, 'keyword' | 'sort' | 'order' | 'inStock'>,
  pageNo: number,
  pageSize: number,
): Promise<SearchPage> =>
  get(
    `${CHANNEL}/store/search`,
    { storeNo, ...paged(p, pageNo, pageSize) },
    { schema: searchPageSchema, silent: true },
  );

export const searchStoreDirectory = (
  storeNo: string,
  directoryId: number,
  p: Pick<SearchParams, 'keyword' | 'sort' | 'order' | 'inStock'>,
  pageNo: number,
  pageSize: number,
): Promise<SearchPage> =>
  get(
    `${CHANNEL}/store/directory-sku-search`,
    { storeNo, directoryId, ...paged(p, pageNo, pageSize) },
    { schema: searchPageSchema, silent: true },
  );

export const fetchSuggestions = (keyword: string, signal?: AbortSignal): Promise<SearchSuggest> =>
  get(`${CHANNEL}/search-suggest`, { keyword }, { schema: searchSuggestSchema, silent: true, signal });

export const fetchHotWords = (): Promise<HotWords> =>
  get(`${CHANNEL}/search-hot-words`, {}, { schema: hotWordsSchema, silent: true });

export const fetchBrands = (q: {
  categoryCode?: string | undefined;
  keyword?: string | undefined;
}): Promise<BrandList> =>
  get(`${CHANNEL}/brand/get-by-category`, q, { schema: brandListSchema, silent: true });

export const fetchCategoryTree = (): Promise<CategoryTree> =>
  get(`${CHANNEL}/category/tree`, {}, { schema: categoryTreeSchema, silent: true });
