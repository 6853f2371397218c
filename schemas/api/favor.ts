/**
 * Favourites (/api/channel/product/*) and reminders (/api/channel/cust/*), user-scoped POSTs.
 * A customer only ever sees their own favourites and reminders.
 */
import { z } from '../zod';
import { skuNoSchema } from './amounts';
import { countParam } from './primitives';

/** POST check-is-favor-v2 → record skuNo → boolean for every asked SKU. */
export const favorCheckRequestSchema = z.object({
  skuNos: z.array(skuNoSchema).check(z.minLength(1)).check(z.maxLength(100)),
});
export const favorCheckResultSchema = z.record(z.string(), z.boolean());

/** POST add-favor / del-favor. noReload is the client's own hint and ignored here. Result: { favor }. */
export const favorSkuRequestSchema = z.object({ skuNo: skuNoSchema, noReload: z.optional(z.boolean()) });
export const favorStateSchema = z.object({ skuNo: z.string(), favor: z.boolean() });

/** GET favor-list?pageNo&pageSize: the caller's favourites, newest first (ours; the 收藏 screen). */
export const favorListQuerySchema = z.object({
  pageNo: z._default(countParam(1, 10_000), 1),
  pageSize: z._default(countParam(1, 50), 20),
});

/**
 * One favourite. favoredPriceCents is the price when it was favourited; priceDrop (降价) says the current
 * price is below it. status 1: can be bought (SKU, product and store on sale).
 */
export const favorItemSchema = z.object({
  skuNo: z.string(),
  spuNo: z.string(),
  name: z.string(),
  specName: z.string(),
  imageUrl: z.string(),
  priceCents: z.number().check(z.int()).check(z.nonnegative()),
  favoredPriceCents: z.number().check(z.int()).check(z.nonnegative()),
  priceDrop: z.boolean(),
  status: z.literal([0, 1]),
  createdAt: z.number().check(z.int()),
});
export type FavorItem = z.infer<typeof favorItemSchema>;
export const favorListResultSchema = z.object({
  pageNo: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  total: z.number().check(z.int()).check(z.nonnegative()),
  hasMore: z.boolean(),
  list: z.array(favorItemSchema),
});
export type FavorList = z.infer<typeof favorListResultSchema>;

/**
 * POST /api/channel/cust/add-remind (or GET with the same fields as query parameters): 'arrival' only for a sold-out / snapped-up SKU, 'sale' only for one
 * whose sale has not started (else 409). Result: the flags.
 */
export const remindTypeSchema = z.enum(['arrival', 'sale']);
export const remindAddRequestSchema = z.object({ skuNo: skuNoSchema, type: remindTypeSchema });
/** POST get-remind-flag-v3 (and GET get-remind-flag?skuNo). */
export const remindFlagRequestSchema = z.object({ skuNo: skuNoSchema });
export const remindFlagResultSchema = z.object({
  skuNo: z.string(),
  arrival: z.boolean(),
  sale: z.boolean(),
});
export type RemindFlags = z.infer<typeof remindFlagResultSchema>;
