import { z } from '../zod';
import { code, countParam, PG_INT_MAX, text } from './primitives';
import { productCardSchema, productPageSchema } from './productCard';

/**
 * Search: product-search-v2 with its filters and sorts, suggestions as the shopper types, the
 * operators' hot words, brands of a category, the two-level category tree and the in-store searches
 * (store/search, store/directory-sku-search). All under /api/channel.
 */

/**
 * Sort keys: the spec's 1 sales volume, 2 approval time, 3 SKU amount, and 0 our default "relevance"
 * (综合): how well the product matches the words, then sales.
 */
export const SEARCH_SORTS = { relevance: 0, salesVolume: 1, approvalTime: 2, amount: 3 } as const;
export type SearchSort = (typeof SEARCH_SORTS)[keyof typeof SEARCH_SORTS];
export const SEARCH_SORT_VALUES = [0, 1, 2, 3] as const satisfies readonly SearchSort[];
export type SearchOrder = 'asc' | 'desc';
/** Without an order: best sellers, newest and highest relevance first, cheapest first. */
export const DEFAULT_ORDER: Record<SearchSort, SearchOrder> = { 0: 'desc', 1: 'desc', 2: 'desc', 3: 'asc' };

export const KEYWORD_MAX = 50;
/** What a shopper types: Chinese or English words, spaces between them; empty lists everything. */
export const keywordSchema = text(KEYWORD_MAX, { what: 'keyword' });

const sortParam = z._default(
  z.pipe(z.coerce.number<string>(), z.literal(SEARCH_SORT_VALUES)),
  SEARCH_SORTS.relevance,
);
const orderParam = z.optional(z.enum(['asc', 'desc']));
const priceParam = z.optional(countParam(0, PG_INT_MAX));
const pageParams = {
  pageNo: z._default(countParam(1, 1000), 1),
  pageSize: z._default(countParam(1, 50), 10),
};

/** A level-1 code (20, or its SC code SC4) or a level-2 code (2001) of the category tree. */
export const categoryFilterSchema = code(16);

/**
 * GET product-search-v2: one card per product (its cheapest SKU that passes the filters), paged with a
 * tie-breaker so every product appears once across pages.
 */
export const productSearchQuerySchema = z
  .object({
    keyword: z._default(keywordSchema, ''),
    categoryCode: z.optional(categoryFilterSchema),
    brand: z.optional(text(40, { min: 1, what: 'brand' })),
    minPriceCents: priceParam,
    maxPriceCents: priceParam,
    /** '1': only SKUs a shopper can buy now. */
    inStock: z.optional(z.enum(['0', '1'])),
    sort: sortParam,
    order: orderParam,
    ...pageParams,
  })
  .check(
    z.refine(
      (q) =>
        q.minPriceCents === undefined || q.maxPriceCents === undefined || q.minPriceCents <= q.maxPriceCents,
      {
        message: 'minPriceCents must not exceed maxPriceCents',
        path: ['minPriceCents'],
      },
    ),
  );
export type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;

/** A search result card: the product card plus what the results page shows beside it. */
export const searchCardSchema = z.extend(productCardSchema, {
  brand: z.string(),
  storeNo: z.string(),
  storeName: z.string(),
  salesVolume: z.int().check(z.gte(0)),
});
export type SearchCard = z.infer<typeof searchCardSchema>;

export const searchPageSchema = z.extend(productPageSchema, {
  items: z.array(searchCardSchema),
  keyword: z.string(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/** GET search-suggest?keyword: completions as the shopper types (names, brands, categories, hot words). */
export const searchSuggestQuerySchema = z.object({ keyword: text(KEYWORD_MAX, { min: 1, what: 'keyword' }) });
export const searchSuggestSchema = z.object({ words: z.array(z.string()) });
export type SearchSuggest = z.infer<typeof searchSuggestSchema>;

export const HOT_WORDS_MAX = 20;
export const HOT_WORD_MAX_LENGTH = 20;
export const hotWordSchema = z.object({
  word: text(HOT_WORD_MAX_LENGTH, { min: 1, what: 'word' }),
  /** Shown in the mall's colour (a word operators push). */
  highlight: z._default(z.boolean(), false),
});
export type HotWord = z.output<typeof hotWordSchema>;

/** GET search-hot-words (shoppers) and the operators' list. */
export const hotWordsSchema = z.object({ words: z.array(hotWordSchema) });
export type HotWords = z.output<typeof hotWordsSchema>;

/** PUT search/operator/hot-words: the whole list in its order, each word once. */
export const hotWordsBodySchema = z.object({
  words: z
    .array(hotWordSchema)
    .check(z.maxLength(HOT_WORDS_MAX))
    .check(
      z.refine(
        (ws) => new Set(ws.map((w) => w.word.toLowerCase())).size === ws.length,
        'each word only once',
      ),
    ),
});

/** GET brand/get-by-category?categoryCode&keyword: the brands a filter sheet offers, with product counts. */
export const brandQuerySchema = z.object({
  categoryCode: z.optional(categoryFilterSchema),
  keyword: z.optional(keywordSchema),
});
export const brandListSchema = z.object({
  brands: z.array(z.object({ name: z.string(), count: z.int().check(z.gte(1)) })),
});
export type BrandList = z.infer<typeof brandListSchema>;

/** GET category/tree: level 1 (the nine categories) with their level 2, each with its picture. */
export const categoryTreeSchema = z.object({
  categories: z.array(
    z.object({
      code: z.int(),
      scCode: z.string(),
      name: z.string(),
      iconUrl: z.string(),
      children: z.array(
        z.object({ code: z.int(), name: z.string(), imageUrl: z.string(), count: z.int().check(z.gte(0)) }),
      ),
    }),
  ),
});
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

export const storeNoParamSchema = code(64);

/** GET store/search?storeNo&keyword…: the same search inside one store. */
export const storeSearchQuerySchema = z.object({
  storeNo: storeNoParamSchema,
  keyword: z._default(keywordSchema, ''),
  inStock: z.optional(z.enum(['0', '1'])),
  sort: sortParam,
  order: orderParam,
  ...pageParams,
});

/** GET store/directory-sku-search?storeNo&directoryId…: a node of the store's directory (children included). */
export const directorySearchQuerySchema = z.extend(storeSearchQuerySchema, {
  directoryId: countParam(1, PG_INT_MAX),
});
