/**
 * How a full-discount activity (满减) stands on chosen goods: apart from schemas/api/promotion.ts because the
 * cart's trial contract (cart-v2) carries it, and the cart API is on the first route.
 */
import { z } from '../zod';
import { centsSchema } from './amounts';

export const fullDiscountTierSchema = z.object({ thresholdCents: centsSchema, reductionCents: centsSchema });
export type FullDiscountTierView = z.infer<typeof fullDiscountTierSchema>;

/**
 * How one activity stands on the chosen goods (cart trial, add-cart-sku, mbank-index): the reduction
 * already earned, and the next tier with what is still missing. The cart shows "再买¥X 可减¥Y" / "已减¥Y".
 */
export const promotionGroupSchema = z.object({
  activityNo: z.string(),
  title: z.string(),
  tiers: z.array(fullDiscountTierSchema),
  eligibleCents: centsSchema,
  reductionCents: centsSchema,
  next: z.nullable(z.extend(fullDiscountTierSchema, { shortfallCents: centsSchema })),
  skuNos: z.array(z.string()),
});
export type PromotionGroup = z.infer<typeof promotionGroupSchema>;
