import { z } from '../zod';
import { skuNoSchema } from './amounts';
import { code, dbIdParam } from './primitives';

/**
 * Purchase-type products (/xhProduct/detail, ADR 0017): goods the bank buys in through a purchasing
 * partner for its customers, shipped in scheduled batches, rationed per customer across orders and not
 * delivered everywhere. Under /api/channel/purchase-product; the caller is read when signed in.
 */

export const purchaseBaseQuerySchema = z.object({ spuNo: code(64), skuNo: z.optional(skuNoSchema) });

/** GET purchase-product/base?spuNo: the programme's terms and, signed in, what the caller may still buy. */
export const purchaseBaseSchema = z.object({
  spuNo: z.string(),
  partnerName: z.string(),
  perCustomerLimit: z.int().check(z.positive()),
  /** Units the caller has in orders that were not cancelled; null when signed out. */
  bought: z.nullable(z.int().check(z.nonnegative())),
  remaining: z.nullable(z.int().check(z.nonnegative())),
  /** ISO weekdays the partner ships on (1 Monday … 7 Sunday). */
  batchWeekdays: z.array(z.int().check(z.gte(1)).check(z.lte(7))),
  /** Orders placed by this hour (UTC+8) of a batch day leave with that day's batch. */
  cutoffHour: z.int().check(z.gte(0)).check(z.lte(23)),
  transitDays: z.int().check(z.nonnegative()),
  excludedProvinces: z.array(z.string()),
  notes: z.string(),
});
export type PurchaseBase = z.infer<typeof purchaseBaseSchema>;

/** GET purchase-product/shipment-detail?skuNo&addressId: the next batch and arrival for an address. */
export const purchaseShipmentQuerySchema = z.object({ skuNo: skuNoSchema, addressId: z.optional(dbIdParam) });
export const purchaseShipmentSchema = z.object({
  skuNo: z.string(),
  /** The address's province (the given one, else the caller's default), or null when none is known. */
  province: z.nullable(z.string()),
  deliverable: z.boolean(),
  /** Epoch ms: the cut-off of the batch an order placed now joins (it leaves then). */
  batchAt: z.int(),
  arriveFrom: z.int(),
  arriveTo: z.int(),
});
export type PurchaseShipment = z.infer<typeof purchaseShipmentSchema>;
