import { z } from '../zod';
import { countParam } from './primitives';
import { productPageSchema } from './productCard';
import { categoryFilterSchema, keywordSchema, SEARCH_SORT_VALUES, searchCardSchema } from './search';

/**
 * The e-CNY (digital yuan) zone's calls, under /api/channel. Goods are payable in e-CNY when
 * their SKU carries price label 8 or is flagged for e-CNY by operators; the same rule decides whether
 * checkout may offer payment kind '1' (schemas/api/order.ts payKindSchema).
 */

/**
 * GET ecny-product-search. Without keyword or categoryCode it is the zone's list, one card per eligible
 * SKU (sort 1 sales, 2 approval time, 3 amount). With either it is a search inside the zone through the
 * product search (one card per product, its eligible SKU; sort 0 relevance too), like product-search-v2.
 */
export const ecnySearchQuerySchema = z.object({
  keyword: z._default(keywordSchema, ''),
  categoryCode: z.optional(categoryFilterSchema),
  sort: z._default(z.pipe(z.coerce.number<string>(), z.literal(SEARCH_SORT_VALUES)), 1),
  order: z.optional(z.enum(['asc', 'desc'])),
  pageNo: z._default(countParam(1, 1000), 1),
  pageSize: z._default(countParam(1, 50), 10),
});
export type EcnySearchQuery = z.output<typeof ecnySearchQuerySchema>;
/**
 * Zone list: product cards; a search inside the zone answers search cards (searchCardSchema): the same with
 * the brand, store and sales the search screen shows, so those are declared here as present on a search.
 */
export const ecnySearchPageSchema = z.extend(productPageSchema, {
  items: z.array(
    z.partial(searchCardSchema, { brand: true, storeNo: true, storeName: true, salesVolume: true }),
  ),
  keyword: z.string(),
});
export type EcnySearchPage = z.infer<typeof ecnySearchPageSchema>;

/** GET ecny-category-search: level-1 categories that have goods payable in e-CNY, with how many products. */
export const ecnyCategorySchema = z.object({
  categoryCode: z.string(),
  scCode: z.string(),
  name: z.string(),
  productCount: z.int().check(z.gte(1)),
});
export const ecnyCategoriesSchema = z.array(ecnyCategorySchema);
export type EcnyCategory = z.infer<typeof ecnyCategorySchema>;
