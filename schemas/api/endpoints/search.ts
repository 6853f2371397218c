/**
 * Search, under /api/channel: products, suggestions, hot words, brands, the category tree, the
 * in-store searches (public), and the operators' hot-word editing; the one declaration of each endpoint
 * (ADR 0063).
 */
import { endpoint } from '../endpoint';
import {
  brandListSchema,
  brandQuerySchema,
  categoryTreeSchema,
  directorySearchQuerySchema,
  hotWordsBodySchema,
  hotWordsSchema,
  productSearchQuerySchema,
  searchPageSchema,
  searchSuggestQuerySchema,
  searchSuggestSchema,
  storeSearchQuerySchema,
} from '../search';

const CHANNEL = '/api/channel';

export const searchProducts = endpoint({
  method: 'get',
  path: `${CHANNEL}/product-search-v2`,
  auth: 'public',
  query: productSearchQuerySchema,
  result: searchPageSchema,
});

export const searchSuggest = endpoint({
  method: 'get',
  path: `${CHANNEL}/search-suggest`,
  auth: 'public',
  query: searchSuggestQuerySchema,
  result: searchSuggestSchema,
});

export const searchHotWords = endpoint({
  method: 'get',
  path: `${CHANNEL}/search-hot-words`,
  auth: 'public',
  result: hotWordsSchema,
});

export const searchBrands = endpoint({
  method: 'get',
  path: `${CHANNEL}/brand/get-by-category`,
  auth: 'public',
  query: brandQuerySchema,
  result: brandListSchema,
});

export const searchCategoryTree = endpoint({
  method: 'get',
  path: `${CHANNEL}/category/tree`,
  auth: 'public',
  result: categoryTreeSchema,
});

export const searchInStore = endpoint({
  method: 'get',
  path: `${CHANNEL}/store/search`,
  auth: 'public',
  query: storeSearchQuerySchema,
  result: searchPageSchema,
});

export const searchStoreDirectory = endpoint({
  method: 'get',
  path: `${CHANNEL}/store/directory-sku-search`,
  auth: 'public',
  query: directorySearchQuerySchema,
  result: searchPageSchema,
});

/** The shoppers' search by name: the handler table's and the doc record's keys. */
export const searchEndpoints = {
  products: searchProducts,
  suggest: searchSuggest,
  hotWords: searchHotWords,
  brands: searchBrands,
  categoryTree: searchCategoryTree,
  inStore: searchInStore,
  storeDirectory: searchStoreDirectory,
};

const OPERATOR = `${CHANNEL}/search/operator`;

export const searchOperatorHotWords = endpoint({
  method: 'get',
  path: `${OPERATOR}/hot-words`,
  auth: 'operator',
  result: hotWordsSchema,
});

export const searchOperatorSaveHotWords = endpoint({
  method: 'put',
  path: `${OPERATOR}/hot-words`,
  auth: 'operator',
  body: hotWordsBodySchema,
  result: hotWordsSchema,
});

/** The operators' hot words by name. */
export const searchOperatorEndpoints = {
  hotWords: searchOperatorHotWords,
  saveHotWords: searchOperatorSaveHotWords,
};
