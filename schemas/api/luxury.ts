/**
 * Luxury checkout (spec §7: /api/order/luxury-confirmation-info, luxury-stage, luxury-order-coupon-list;
 * user-scoped). A luxury store's goods are bought one SKU at a time (buy now) and may be paid in 3, 6 or
 * 12 interest-free instalments. The confirmation is an ordinary one (confirmToken), so create-order,
 * continue-payment and the cashier take it from there; another customer's token answers 404.
 */
import { z } from '../zod';
import { centsSchema, couponNoSchema, instalmentStageSchema, skuNoSchema } from './amounts';
import { MAX_LINE_QUANTITY } from './cart-v2';
import { orderCouponListResultSchema } from './coupon-order';
import { confirmationInfoResultSchema } from './order';
import { code, count, dbId } from './primitives';
import { storeInfoSchema } from './store';

/**
 * One way to pay: in full (stage null) or in N stages. stageAmounts sum exactly to totalCents; every stage
 * pays the same whole cents, and the first one also takes the remainder (so it is never less than the rest).
 */
export const stagePlanSchema = z.object({
  stage: instalmentStageSchema,
  totalCents: centsSchema,
  firstStageCents: centsSchema,
  perStageCents: centsSchema,
  stageAmounts: z.array(centsSchema),
  /** Interest-free: no fee. */
  feeCents: centsSchema,
});
export type StagePlan = z.infer<typeof stagePlanSchema>;

/** POST luxury-confirmation-info: { skuNo, quantity, stage } starts one; { confirmToken } re-reads it. */
export const luxuryConfirmationRequestSchema = z.object({
  skuNo: z.optional(skuNoSchema),
  quantity: z.optional(count(1, MAX_LINE_QUANTITY)),
  stage: z.optional(z.nullable(instalmentStageSchema)),
  confirmToken: z.optional(code(128)),
});
export type LuxuryConfirmationRequest = z.infer<typeof luxuryConfirmationRequestSchema>;

export const luxuryConfirmationSchema = z.extend(confirmationInfoResultSchema, {
  store: storeInfoSchema,
  /** The instalments chosen (null: paid in full). */
  stage: z.nullable(instalmentStageSchema),
  /** Each offered instalment plan for the payable amount shown. */
  stagePlans: z.array(stagePlanSchema),
});
export type LuxuryConfirmation = z.infer<typeof luxuryConfirmationSchema>;

/**
 * POST luxury-stage: chooses the instalments (null: in full) for the confirmation and answers the plans
 * for the payable amount with the coupon and address the shopper picked.
 */
export const luxuryStageRequestSchema = z.object({
  confirmToken: code(128),
  stage: z.nullable(instalmentStageSchema),
  couponNo: z.optional(z.nullable(couponNoSchema)),
  addressId: z.optional(dbId),
});
export type LuxuryStageRequest = z.infer<typeof luxuryStageRequestSchema>;
export const luxuryStageSchema = z.object({
  stage: z.nullable(instalmentStageSchema),
  payableCents: centsSchema,
  stagePlans: z.array(stagePlanSchema),
});
export type LuxuryStage = z.infer<typeof luxuryStageSchema>;

/** POST luxury-order-coupon-list { confirmToken }: the wallet judged against the luxury confirmation. */
export const luxuryCouponListRequestSchema = z.object({ confirmToken: code(128) });
export const luxuryCouponListSchema = orderCouponListResultSchema;
