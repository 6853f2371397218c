/**
 * Promotions: full-discount activities (满减) and what the marketing calls answer about them.
 * Every amount is integer cents; the screens format the tier words (满300减30) from the catalogue.
 */
import { z } from '../zod';
import { dailyDealQuerySchema } from './deals';
import { code, count, countParam } from './primitives';
import { productCardSchema, productPageQuerySchema } from './productCard';
import { fullDiscountTierSchema, promotionGroupSchema } from './promotion-group';

export {
  type FullDiscountTierView,
  fullDiscountTierSchema,
  type PromotionGroup,
  promotionGroupSchema,
} from './promotion-group';

export const activityNoSchema = code(32);

/** One activity as every promotion call shows it. */
export const promotionSummarySchema = z.object({
  activityNo: z.string(),
  /** Operators' words (Chinese first), shown as written. */
  title: z.string(),
  kind: z.literal('fullDiscount'),
  scope: z.enum(['all', 'category', 'store', 'sku']),
  categoryCode: z.nullable(z.int()),
  storeNo: z.nullable(z.string()),
  tiers: z.array(fullDiscountTierSchema),
  startAt: z.int(),
  endAt: z.int(),
  top: z.boolean(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

/** GET promotion/index: the live activities, pinned first, each with its first products. */
export const promotionIndexResultSchema = z.object({
  activities: z.array(z.extend(promotionSummarySchema, { products: z.array(productCardSchema) })),
  serverTime: z.int(),
});

/** GET promotion/top: the pinned activities only. */
export const promotionTopResultSchema = z.object({ activities: z.array(promotionSummarySchema) });

/** GET promotion/mbank-index: the bank app's entry: live activities and, signed in, where the cart stands. */
export const promotionMbankIndexResultSchema = z.object({
  activities: z.array(promotionSummarySchema),
  /** The caller's selected cart lines judged against the activities; empty without a session. */
  cartGroups: z.array(promotionGroupSchema),
  serverTime: z.int(),
});

/**
 * GET promotion/list: the daily-deal tabs as before, or with activityNo one activity's goods (the 凑单
 * list, the same as channel full-discount-product-search).
 */
export const promotionListQuerySchema = z.extend(dailyDealQuerySchema, {
  activityNo: z.optional(activityNoSchema),
  categoryCode: z.optional(countParam(0, 9999)),
});

/**
 * GET /api/channel/full-discount-product-search: the goods a coupon (couponNo) or a full-discount activity
 * (activityNo, optionally one category of it) covers, one page of cards.
 */
export const fullDiscountProductQuerySchema = z
  .extend(productPageQuerySchema, {
    couponNo: z.optional(code(64)),
    activityNo: z.optional(activityNoSchema),
    categoryCode: z.optional(countParam(0, 9999)),
  })
  .check(
    z.refine((q) => (q.couponNo === undefined) !== (q.activityNo === undefined), {
      error: 'give exactly one of couponNo or activityNo',
    }),
  );

/** GET /api/channel/get-full-discount-category?activityNo: the categories of an activity's goods. */
export const fullDiscountCategoryQuerySchema = z.object({ activityNo: activityNoSchema });
export const fullDiscountCategoryResultSchema = z.object({
  activityNo: z.string(),
  categories: z.array(
    z.object({ categoryCode: z.int(), scCode: z.string(), name: z.string(), count: z.int() }),
  ),
});

/** POST promotion/add-cart-sku: add a covered SKU to the cart from an activity's page. */
export const promotionAddCartRequestSchema = z.object({
  activityNo: activityNoSchema,
  skuNo: code(64),
  quantity: z._default(count(1, 99), 1),
});
export const promotionAddCartResultSchema = z.object({
  lineId: z.int(),
  quantity: z.int(),
  count: z.int(),
  /** The activity on the caller's selected cart lines after the add (null when none of them takes part). */
  group: z.nullable(promotionGroupSchema),
});

/** One tag on a product: the full-discount activity it takes part in now. */
export const activityTagSchema = z.object({
  activityNo: z.string(),
  kind: z.literal('fullDiscount'),
  title: z.string(),
  tiers: z.array(fullDiscountTierSchema),
  endAt: z.int(),
});
export type ActivityTag = z.infer<typeof activityTagSchema>;

/** POST activity/product-activity-tags: tags per SKU for a list of SKUs (lists, cart). */
export const activityTagsRequestSchema = z.object({
  skuNos: z.array(code(64)).check(z.minLength(1)).check(z.maxLength(100)),
});
export const activityTagsResultSchema = z.record(z.string(), z.array(activityTagSchema));

/** GET activity/product-activity-tags-v1?skuNo: one SKU's tags (product page). */
export const activityTagsQuerySchema = z.object({ skuNo: code(64) });
export const activityTagsV1ResultSchema = z.object({ skuNo: z.string(), tags: z.array(activityTagSchema) });

/** GET activity/get-activity-special-flag?skuNo: whether the SKU is in a special activity now. */
export const activitySpecialFlagResultSchema = z.object({
  skuNo: z.string(),
  fullDiscount: z.boolean(),
  /** A flash sale (activity type 1) in progress. */
  flashSale: z.boolean(),
  special: z.boolean(),
});

/** GET scene/get-coupon?scene: the coupons a screen offers, with their state for the caller. */
export const sceneSchema = z.enum(['payResult', 'cart', 'productDetail', 'orderDetail']);
export type SceneName = z.infer<typeof sceneSchema>;
export const sceneCouponQuerySchema = z.object({ scene: sceneSchema });
