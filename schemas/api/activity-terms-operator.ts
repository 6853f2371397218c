/**
 * The operators' gift and trial activity terms (ADR 0065): what a SKU's activity type 3 (gift)
 * gives with each unit and what its type 5 (trial) charges and allows per customer. Setting terms makes the
 * SKU that activity; ending them takes the activity off the SKU. Amounts are integer cents.
 */
import { z } from '../zod';
import { cents, code, count } from './primitives';

/** More gifts per unit, or a larger trial limit, is not a gift or a trial any more. */
export const MAX_TERMS_QUANTITY = 99;

export const activityTermsParamSchema = z.object({ skuNo: code(64) });

/** PUT /api/operator/activity-terms/{skuNo}: the terms from now on, of one kind. */
export const activityTermsEditSchema = z
  .object({
    kind: z.enum(['gift', 'trial']),
    giftSkuNo: z.optional(code(64)),
    giftQuantity: z.optional(count(1, MAX_TERMS_QUANTITY)),
    trialPriceCents: z.optional(cents.check(z.gte(1))),
    trialLimit: z.optional(count(1, MAX_TERMS_QUANTITY)),
  })
  .check(
    z.superRefine((t, ctx) => {
      const problem = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const gift = t.kind === 'gift';
      if (gift !== (t.giftSkuNo !== undefined)) problem('giftSkuNo', 'giftSkuNo is given exactly for a gift');
      if (gift !== (t.giftQuantity !== undefined))
        problem('giftQuantity', 'giftQuantity is given exactly for a gift');
      if (!gift !== (t.trialPriceCents !== undefined))
        problem('trialPriceCents', 'trialPriceCents is given exactly for a trial');
      if (!gift !== (t.trialLimit !== undefined))
        problem('trialLimit', 'trialLimit is given exactly for a trial');
    }),
  );
export type ActivityTermsEdit = z.infer<typeof activityTermsEditSchema>;

/** One SKU under a gift or trial activity, as operators see it. */
export const operatorActivityTermsSchema = z.object({
  skuNo: z.string(),
  productName: z.string(),
  salePriceCents: z.int(),
  kind: z.enum(['gift', 'trial']),
  /** Null when the SKU carries the type but no terms yet (it then gives nothing / sells at its price). */
  giftSkuNo: z.nullable(z.string()),
  giftName: z.nullable(z.string()),
  giftQuantity: z.nullable(z.int()),
  trialPriceCents: z.nullable(z.int()),
  trialLimit: z.nullable(z.int()),
});
export type OperatorActivityTerms = z.infer<typeof operatorActivityTermsSchema>;

export const operatorActivityTermsListSchema = z.object({ list: z.array(operatorActivityTermsSchema) });
