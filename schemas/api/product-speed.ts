/**
 * product/speed and product-detail/validate (spec §3): which endpoint variants a product page
 * should use right now, and whether a quantity of one SKU can be bought now (the buy-now check).
 */
import { z } from '../zod';
import { code, count, epochMs } from './primitives';

export const productSpeedQuerySchema = z.object({ spuNo: code(64), skuNo: code(64) });

/** '1': a flash sale on this SKU is live or starts within minutes, so the fast -v1 endpoints are meant. */
export const productSpeedResultSchema = z.object({ speedFlag: z.enum(['1', '0']) });
export type ProductSpeed = z.infer<typeof productSpeedResultSchema>;

/** Most of one SKU a single order can ask for; the purchase limit itself is usually lower. */
export const MAX_VALIDATE_QUANTITY = 999;

export const productValidateRequestSchema = z.object({
  spuNo: code(64),
  skuNo: code(64),
  quantity: count(1, MAX_VALIDATE_QUANTITY),
});
export type ProductValidateRequest = z.infer<typeof productValidateRequestSchema>;

/** The first reason the quantity cannot be bought, in the order the checkout checks them. */
export const productValidateReasonSchema = z.enum([
  'storeClosed',
  'offShelf',
  'notStarted',
  'soldOut',
  'overStock',
  'overLimit',
]);

export const productValidateResultSchema = z.object({
  valid: z.boolean(),
  /** null when valid. */
  reason: z.nullable(productValidateReasonSchema),
  /** The reason in the request's language; null when valid. */
  message: z.nullable(z.string()),
  /** How many could be bought now: min(stock, purchase limit), 0 when none. */
  available: z.int().check(z.nonnegative()),
  purchaseLimit: z.int().check(z.nonnegative()),
  stock: z.int().check(z.nonnegative()),
  /** When the sale starts (notStarted), ms since the epoch. */
  saleStartAt: z.nullable(epochMs),
});
export type ProductValidateResult = z.infer<typeof productValidateResultSchema>;
