/**
 * Coupons for an order (/api/order/order-coupon-list). Coupons are the customer's held ones (wallet);
 * each is judged against the confirmation's items: time window, store/category scope, threshold.
 */
import { z } from '../zod';
import { centsSchema } from './amounts';
import { code } from './primitives';

export const couponRefusalSchema = z.enum([
  'notStarted',
  'expired',
  'belowThreshold',
  'noEligibleItems',
  'used',
  'notHeld',
]);
export type CouponRefusal = z.infer<typeof couponRefusalSchema>;

export const orderCouponSchema = z.object({
  couponNo: z.string(),
  name: z.string(),
  /** 1 spend-threshold reduction, 2 no-threshold cash, 3 discount (discountPercent). */
  couponType: z.literal([1, 2, 3]),
  thresholdCents: centsSchema,
  /** Face value; for a discount coupon the most it takes off. */
  discountCents: centsSchema,
  /** Discount coupons: the share paid (80 = 8折); null otherwise. */
  discountPercent: z.optional(z.nullable(z.number().check(z.int()).check(z.gte(1)).check(z.lte(99)))),
  /** What it takes off this order (0 when not applicable). */
  deductCents: centsSchema,
  storeNo: z.nullable(z.string()),
  categoryCode: z.nullable(z.number().check(z.int())),
  startAt: z.number().check(z.int()),
  endAt: z.number().check(z.int()),
  applicable: z.boolean(),
  reason: z.optional(couponRefusalSchema),
  /** Human wording of reason. */
  reasonText: z.optional(z.string()),
});
export type OrderCoupon = z.infer<typeof orderCouponSchema>;

/** POST order-coupon-list { confirmToken } → applicable (best first) and unavailable with reasons. */
export const orderCouponListRequestSchema = z.object({ confirmToken: code(128) });
export const orderCouponListResultSchema = z.object({
  available: z.array(orderCouponSchema),
  unavailable: z.array(orderCouponSchema),
  /** The coupon confirmation-info preselects (best saving), or null. */
  bestCouponNo: z.nullable(z.string()),
});
export type OrderCouponList = z.infer<typeof orderCouponListResultSchema>;
