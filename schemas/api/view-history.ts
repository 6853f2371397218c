/**
 * Browsing history (浏览记录; ours), /api/channel/product/*, user-scoped: the products the
 * signed-in customer opened, one entry per product per local (UTC+8) day, the most recent 200 kept.
 * A customer only ever sees and changes their own.
 */
import { z } from '../zod';
import { skuNoSchema } from './amounts';
import { code, countParam, epochMs } from './primitives';

/** How many entries a customer keeps; older ones go as new ones come. */
export const VIEW_HISTORY_CAP = 200;

/** POST record-view: the product page was opened on this SKU. Result: { recorded: true }. */
export const recordViewRequestSchema = z.object({ skuNo: skuNoSchema });
export const recordViewResultSchema = z.object({ recorded: z.boolean() });

/** GET view-history?pageNo&pageSize: newest first. */
export const viewHistoryQuerySchema = z.object({
  pageNo: z._default(countParam(1, 10_000), 1),
  pageSize: z._default(countParam(1, 50), 20),
});

/** One entry: the product as last opened that day (its SKU), and the start of that local day (epoch ms). */
export const viewEntrySchema = z.object({
  spuNo: z.string(),
  skuNo: z.string(),
  name: z.string(),
  specName: z.string(),
  imageUrl: z.string(),
  priceCents: z.number().check(z.int()).check(z.nonnegative()),
  status: z.literal([0, 1]),
  viewedAt: z.number().check(z.int()),
  dayStart: z.number().check(z.int()),
});
export type ViewEntry = z.infer<typeof viewEntrySchema>;

export const viewHistorySchema = z.object({
  pageNo: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  total: z.number().check(z.int()).check(z.nonnegative()),
  hasMore: z.boolean(),
  list: z.array(viewEntrySchema),
});
export type ViewHistory = z.infer<typeof viewHistorySchema>;

/** POST view-history/remove: one entry, by product and the day it belongs to. Result: { removed }. */
export const removeViewRequestSchema = z.object({ spuNo: code(64), dayStart: epochMs });
/** POST view-history/clear: every entry of the caller. Result: { removed }. */
export const clearViewsRequestSchema = z.object({});
export const removedViewsSchema = z.object({ removed: z.number().check(z.int()).check(z.nonnegative()) });
