/**
 * Coupons a shopper can claim on the product page (/api/marketing/coupon/*).
 * store-coupon-list is public (a logged-in caller also learns what they already hold); catch is
 * user-scoped and idempotent per (customer, uniqueCode header).
 */
import { z } from '../zod';
import { centsSchema, couponNoSchema, skuNoSchema } from './amounts';
import { couponStateSchema } from './coupon-state';

/** Why a coupon cannot be claimed now; 'limitReached' means the caller holds as many as allowed. */
export const claimRefusalSchema = z.enum(['limitReached', 'soldOut', 'ended', 'notApplicable', 'unknown']);
export type ClaimRefusal = z.infer<typeof claimRefusalSchema>;

export const storeCouponSchema = z.object({
  couponNo: z.string(),
  name: z.string(),
  /** 1 spend-threshold reduction, 2 no-threshold cash, 3 discount (discountPercent, discountCents its cap). */
  couponType: z.literal([1, 2, 3]),
  thresholdCents: centsSchema,
  discountCents: centsSchema,
  /** Discount coupons: the share paid (80 = 8折); null otherwise. */
  discountPercent: z.optional(z.nullable(z.number().check(z.int()).check(z.gte(1)).check(z.lte(99)))),
  /** The spec's state label for the caller (schemas/api/coupon-center.ts). */
  state: z.optional(couponStateSchema),
  storeNo: z.nullable(z.string()),
  categoryCode: z.nullable(z.number().check(z.int())),
  /** Usable from/until (epoch ms); a coupon may be claimed before it starts, never after it ends. */
  startAt: z.number().check(z.int()),
  endAt: z.number().check(z.int()),
  perCustomerLimit: z.number().check(z.int()).check(z.positive()),
  /** How many the caller ever claimed (used ones count towards the limit); 0 when not logged in. */
  claimedCount: z.number().check(z.int()).check(z.nonnegative()),
  /** The caller holds an unused one, so it will show up at order confirmation. */
  held: z.boolean(),
  /** Set when the caller cannot claim (another) one now. */
  refusal: z.nullable(claimRefusalSchema),
});
export type StoreCoupon = z.infer<typeof storeCouponSchema>;

/** GET store-coupon-list?skuNo= → coupons whose store/category scope covers the SKU, biggest first. */
export const storeCouponListQuerySchema = z.object({ skuNo: skuNoSchema });
export const storeCouponListResultSchema = z.object({
  /** Whether claimedCount/held describe the caller (false: nobody is logged in). */
  personal: z.boolean(),
  coupons: z.array(storeCouponSchema),
});
export type StoreCouponList = z.infer<typeof storeCouponListResultSchema>;

/**
 * POST catch { couponNo, skuNo? } → the coupon as the caller now sees it. Refusals are 409 with
 * { reason }; with skuNo the coupon must also cover that product (claimed from its page).
 */
export const couponCatchRequestSchema = z.object({
  couponNo: couponNoSchema,
  skuNo: z.optional(skuNoSchema),
});
export const couponCatchResultSchema = z.object({ coupon: storeCouponSchema });
export type CouponCatchResult = z.infer<typeof couponCatchResultSchema>;
export const couponCatchRefusedSchema = z.object({ reason: claimRefusalSchema });
