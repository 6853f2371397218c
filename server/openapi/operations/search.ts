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
} from '../../../schemas/api/search';
import type { Operation } from '../operation';

const get = (path: string, summary: string, parts: Pick<Operation, 'query' | 'result'>): Operation => ({
  method: 'get',
  path: `/api/channel/${path}`,
  summary,
  tag: 'product',
  auth: 'none',
  ...parts,
});

/** Search (issue 14): products, suggestions, hot words, brands, the category tree, in-store searches. */
export const searchOperations: Operation[] = [
  get(
    'product-search-v2',
    'Product search: words (Chinese or English), filters, sort key and order, a page',
    {
      query: productSearchQuerySchema,
      result: searchPageSchema,
    },
  ),
  get('search-suggest', 'Completions for what the shopper has typed so far', {
    query: searchSuggestQuerySchema,
    result: searchSuggestSchema,
  }),
  get('search-hot-words', 'The operators’ hot words for the search page', { result: hotWordsSchema }),
  get('brand/get-by-category', 'Brands of a category (and words), with their product counts', {
    query: brandQuerySchema,
    result: brandListSchema,
  }),
  get('category/tree', 'The two-level category tree with pictures and product counts', {
    result: categoryTreeSchema,
  }),
  get('store/search', 'Search inside one store (404 for an unknown store)', {
    query: storeSearchQuerySchema,
    result: searchPageSchema,
  }),
  get('store/directory-sku-search', 'Products of a node of a store’s directory, its children included', {
    query: directorySearchQuerySchema,
    result: searchPageSchema,
  }),
  {
    method: 'get',
    path: '/api/channel/search/operator/hot-words',
    summary: 'Hot words as operators edit them',
    tag: 'product',
    auth: 'operator',
    result: hotWordsSchema,
  },
  {
    method: 'put',
    path: '/api/channel/search/operator/hot-words',
    summary: 'Replace the hot words (in order, each once, at most 20)',
    tag: 'product',
    auth: 'operator',
    body: hotWordsBodySchema,
    result: hotWordsSchema,
  },
];
