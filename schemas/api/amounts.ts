/**
 * Money shapes shared by the cart, order and payment contracts. Every amount is integer cents computed by
 * the server; screens only divide by 100 for display (spec §3).
 */
import { z } from '../zod';
import { code, dbId } from './primitives';

/**
 * Amounts the server states (results): safe integers, not capped at int4, because a total may sum many
 * int4 prices. Request fields that carry money use the int4-bounded `cents` of ./primitives.
 */
export const centsSchema = z.int().check(z.nonnegative());

/** payableCents = goodsCents - discountCents + freightCents, always; discount never exceeds goods. */
export const amountsSchema = z.object({
  goodsCents: centsSchema,
  discountCents: centsSchema,
  freightCents: centsSchema,
  payableCents: centsSchema,
});
export type Amounts = z.infer<typeof amountsSchema>;

/** Interest-free instalment stages offered for items with price label 2. */
export const instalmentStageSchema = z.literal([3, 6, 12]);
export type InstalmentStage = z.infer<typeof instalmentStageSchema>;
export const INSTALMENT_STAGES = [3, 6, 12] as const;

/** One stage option: the first stages pay perStageCents, the last pays lastStageCents (takes the remainder). */
export const stageOptionSchema = z.object({
  stage: instalmentStageSchema,
  perStageCents: centsSchema,
  lastStageCents: centsSchema,
  feeCents: centsSchema,
});
export type StageOption = z.infer<typeof stageOptionSchema>;

/** Identifiers the shopping calls carry. Cart lines and addresses are numeric ids scoped to the customer. */
export const lineIdSchema = dbId;
export const lineIdsSchema = z.array(lineIdSchema).check(z.minLength(1)).check(z.maxLength(200));
export const skuNoSchema = code(64);
/** Coupon numbers (CP0001), store numbers and the like share the code shape. */
export const couponNoSchema = code(64);
