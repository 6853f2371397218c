/**
 * The coupon center and My coupons (/api/marketing/coupon/*, /api/marketing/coupon-center/*).
 * Every coupon carries the spec's state label (coupon-state.ts) for its buttons. Money is integer cents,
 * times epoch ms. Writes are idempotent per (customer, uniqueCode header) like every write; sends are
 * idempotent per campaign or batch and customer on top.
 */
import { z } from '../zod';
import { centsSchema, couponNoSchema, skuNoSchema } from './amounts';
import { couponStateSchema } from './coupon-state';
import { code, count, countParam, epochMs } from './primitives';

export const couponScopeSchema = z.enum(['all', 'category', 'store', 'sku', 'ecny']);
export type CouponScope = z.infer<typeof couponScopeSchema>;

/** The rule fields every coupon view shares. */
const couponRules = {
  couponNo: z.string(),
  name: z.string(),
  /** 1 spend-threshold reduction, 2 no-threshold cash, 3 discount. */
  couponType: z.literal([1, 2, 3]),
  /** 0: no threshold (无门槛). */
  thresholdCents: centsSchema,
  /** Face value; for a discount coupon the most it takes off. */
  discountCents: centsSchema,
  /** Discount coupons: the share paid (80 = 8折, 20 % off); null otherwise. */
  discountPercent: z.nullable(z.number().check(z.int()).check(z.gte(1)).check(z.lte(99))),
  scope: couponScopeSchema,
  storeNo: z.nullable(z.string()),
  categoryCode: z.nullable(z.number().check(z.int())),
};

// ---- My coupons ----

export const myCouponTabSchema = z.enum(['usable', 'used', 'expired']);
export type MyCouponTab = z.infer<typeof myCouponTabSchema>;

/** One coupon the customer holds (or held). */
export const heldCouponSchema = z.object({
  ...couponRules,
  /** The issued coupon's own id (two of one template are two rows). */
  id: z.number().check(z.int()).check(z.positive()),
  /** Its own usable window: fixed dates, or N days from claiming. */
  validFrom: z.number().check(z.int()),
  validUntil: z.number().check(z.int()),
  /** 3 go use, 5 not started, 6 ended (expired), 7 used. */
  state: couponStateSchema,
  /** Unused and ending within three days. */
  expiringSoon: z.boolean(),
  claimedAt: z.number().check(z.int()),
  usedAt: z.nullable(z.number().check(z.int())),
  orderNo: z.nullable(z.string()),
  /** How it came: claimed, redeemed with a code, or sent by a campaign. */
  source: z.enum(['claim', 'code', 'send']),
});
export type HeldCouponView = z.infer<typeof heldCouponSchema>;

/** GET my-coupon-info?tab=usable|used|expired&pageNo&pageSize → one page, soonest to end first. */
export const myCouponInfoQuerySchema = z.object({
  tab: z._default(myCouponTabSchema, 'usable'),
  pageNo: z._default(countParam(1, 1000), 1),
  pageSize: z._default(countParam(1, 50), 10),
});
export const myCouponInfoResultSchema = z.object({
  tab: myCouponTabSchema,
  list: z.array(heldCouponSchema),
  total: z.number().check(z.int()).check(z.nonnegative()),
  pageNo: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  hasMore: z.boolean(),
});
export type MyCouponInfo = z.infer<typeof myCouponInfoResultSchema>;

/** GET summary → counts per tab (the tab badges) and how many usable ones end soon. */
export const couponSummarySchema = z.object({
  usable: z.number().check(z.int()).check(z.nonnegative()),
  used: z.number().check(z.int()).check(z.nonnegative()),
  expired: z.number().check(z.int()).check(z.nonnegative()),
  expiringSoon: z.number().check(z.int()).check(z.nonnegative()),
});
export type CouponSummary = z.infer<typeof couponSummarySchema>;

// ---- What a coupon saves ----

/** POST coupon-price-cal { couponNo, items } → what the coupon takes off these SKUs now. */
export const couponPriceCalRequestSchema = z.object({
  couponNo: couponNoSchema,
  items: z
    .array(z.object({ skuNo: skuNoSchema, quantity: count(1, 999) }))
    .check(z.minLength(1))
    .check(z.maxLength(50)),
});
export const couponPriceCalResultSchema = z.object({
  couponNo: z.string(),
  applicable: z.boolean(),
  /** Why not (coupon-order.ts reasons). */
  reason: z.optional(z.string()),
  goodsCents: centsSchema,
  /** Goods the coupon's scope covers: the base its threshold and discount apply to. */
  eligibleCents: centsSchema,
  deductCents: centsSchema,
  /** goodsCents − deductCents (freight not included). */
  payableCents: centsSchema,
});
export type CouponPriceCal = z.infer<typeof couponPriceCalResultSchema>;

// ---- Redemption codes ----

/** Codes are typed by hand: case, spaces and dashes do not matter. */
export const plainCodeSchema = z
  .string()
  .check(z.minLength(1))
  .check(z.maxLength(40))
  .check(z.regex(/^[A-Za-z0-9 -]+$/, 'letters, digits, spaces and dashes only'));

/** POST catchPlainCodeCoupon { code } → the coupon it gave. Wrong codes are limited per customer. */
export const catchPlainCodeRequestSchema = z.object({ code: plainCodeSchema });
export const couponGivenSchema = z.object({ coupon: heldCouponSchema });
export type CouponGiven = z.infer<typeof couponGivenSchema>;
/** 429 result: when another attempt is allowed. */
export const plainCodeThrottledSchema = z.object({
  retryAfterMs: z.number().check(z.int()).check(z.nonnegative()),
});

// ---- Sends ----

/** POST token-coupon-send / token-coupon-send-login { token } (a campaign link's token). */
export const tokenCouponSendRequestSchema = z.object({ token: code(64) });
/**
 * sent: false with a reason instead of a refusal on the -login variant, which runs right after the bank
 * sign-on and must never stand in the way of it. already: this customer had it from this campaign.
 */
export const tokenCouponSendResultSchema = z.object({
  sent: z.boolean(),
  already: z.boolean(),
  reason: z.optional(z.enum(['unknownToken', 'ended', 'soldOut'])),
  coupon: z.optional(heldCouponSchema),
});
export type TokenCouponSend = z.infer<typeof tokenCouponSendResultSchema>;

/** POST batch-send-coupons (operator) { batchNo, couponNo, customerNos } → counts; repeatable. */
export const batchSendRequestSchema = z.object({
  batchNo: code(64),
  couponNo: couponNoSchema,
  customerNos: z.array(code(32)).check(z.minLength(1)).check(z.maxLength(500)),
});
export const batchSendResultSchema = z.object({
  batchNo: z.string(),
  /** Given by this call. */
  sent: z.number().check(z.int()).check(z.nonnegative()),
  /** Given by an earlier call of the same batch. */
  already: z.number().check(z.int()).check(z.nonnegative()),
  unknownCustomerNos: z.array(z.string()),
});
export type BatchSendResult = z.infer<typeof batchSendResultSchema>;

/** POST operator/plain-codes { couponNo, count } → new one-use codes (12 characters, CSPRNG). */
export const plainCodesRequestSchema = z.object({ couponNo: couponNoSchema, count: count(1, 1000) });
export const plainCodesResultSchema = z.object({ couponNo: z.string(), codes: z.array(z.string()) });

/** POST operator/campaigns { couponNo, endsAt? } → the token of a new campaign link. */
export const campaignRequestSchema = z.object({ couponNo: couponNoSchema, endsAt: z.optional(epochMs) });
export const campaignResultSchema = z.object({ token: z.string(), couponNo: z.string() });

// ---- Coupon center ----

/** GET coupon-center/category-list → the center's tabs (0 all, then by scope) with how many each has. */
export const centerTabSchema = z.object({
  tabId: z.number().check(z.int()),
  name: z.string(),
  scopes: z.array(couponScopeSchema),
  count: z.number().check(z.int()).check(z.nonnegative()),
});
export const centerCategoryListSchema = z.object({ tabs: z.array(centerTabSchema) });
export type CenterCategoryList = z.infer<typeof centerCategoryListSchema>;

export const centerCouponSchema = z.object({
  ...couponRules,
  /** Fixed validity: the dates; 'days': validDays from claiming. */
  validity: z.enum(['fixed', 'days']),
  startAt: z.number().check(z.int()),
  endAt: z.number().check(z.int()),
  validDays: z.nullable(z.number().check(z.int())),
  claimStartAt: z.number().check(z.int()),
  claimEndAt: z.number().check(z.int()),
  totalQuantity: z.number().check(z.int()).check(z.nonnegative()),
  remainingQuantity: z.number().check(z.int()).check(z.nonnegative()),
  perCustomerLimit: z.number().check(z.int()).check(z.positive()),
  /** How many the caller claimed so far (0 when not logged in). */
  claimedCount: z.number().check(z.int()).check(z.nonnegative()),
  /** 0 go claim, 1 go use, 2 snapped up, 4 claimed, 5 not started, 6 ended. */
  state: couponStateSchema,
});
export type CenterCoupon = z.infer<typeof centerCouponSchema>;

/** GET coupon-center/category?tabId&pageNo&pageSize → one page of the tab, biggest face value first. */
export const centerCategoryQuerySchema = z.object({
  tabId: z._default(countParam(0, 4), 0),
  pageNo: z._default(countParam(1, 1000), 1),
  pageSize: z._default(countParam(1, 50), 10),
});
export const centerCategoryResultSchema = z.object({
  /** Whether claimedCount and state describe the caller. */
  personal: z.boolean(),
  list: z.array(centerCouponSchema),
  total: z.number().check(z.int()).check(z.nonnegative()),
  pageNo: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  hasMore: z.boolean(),
});
export type CenterCategory = z.infer<typeof centerCategoryResultSchema>;

// ---- A coupon's goods by category ----

/**
 * GET /api/channel/get-coupon-category?couponNo → the categories of the goods on shelf a coupon covers,
 * with how many SKUs each has: the category filter of the coupon's product list (/product/list/{couponNo},
 * whose full-discount-product-search takes couponNo with categoryCode).
 */
export const couponCategoryQuerySchema = z.object({ couponNo: couponNoSchema });
export const couponCategoryResultSchema = z.object({
  couponNo: z.string(),
  categories: z.array(
    z.object({
      categoryCode: z.number().check(z.int()),
      scCode: z.string(),
      name: z.string(),
      count: z.number().check(z.int()).check(z.nonnegative()),
    }),
  ),
});
export type CouponCategories = z.infer<typeof couponCategoryResultSchema>;
