/**
 * The operators' full-discount API: create, edit and end 满减 activities. Amounts are integer
 * cents; tiers are few and strictly rising, each taking off less than its threshold (the table's checks).
 */
import { z } from '../zod';
import { cents, code, count, epochMs, text } from './primitives';
import { activityNoSchema, promotionSummarySchema } from './promotion';

/** At most this many tiers (满300减30, 满600减80, …): more would not fit the tag or the cart hint. */
export const MAX_TIERS = 5;
/** At most this many listed SKUs on an 'sku' activity. */
export const MAX_ACTIVITY_SKUS = 200;

const tierInputSchema = z.object({
  thresholdCents: cents.check(z.gte(1)),
  reductionCents: cents.check(z.gte(1)),
});

const activityFields = {
  title: text(40, { min: 1, what: 'title' }),
  scope: z.enum(['all', 'category', 'store', 'sku']),
  categoryCode: z.optional(count(0, 9999)),
  storeNo: z.optional(code(32)),
  skuNos: z.optional(z.array(code(64)).check(z.maxLength(MAX_ACTIVITY_SKUS))),
  tiers: z.array(tierInputSchema).check(z.minLength(1)).check(z.maxLength(MAX_TIERS)),
  startAt: epochMs,
  endAt: epochMs,
  top: z._default(z.boolean(), false),
  /** An item covered by several live activities takes part in the lowest seq only. */
  seq: z._default(count(0, 9999), 10),
};

type ActivityFields = z.infer<z.ZodMiniObject<typeof activityFields>>;

/** The rules one field cannot say alone; shared by create and edit. */
function checkActivity(a: ActivityFields, ctx: z.core.$RefinementCtx) {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (a.endAt <= a.startAt) problem('endAt', 'endAt must be after startAt');
  a.tiers.forEach((t, k) => {
    if (t.reductionCents >= t.thresholdCents)
      problem('tiers', 'each tier must take off less than its threshold');
    const before = a.tiers[k - 1];
    if (before && (t.thresholdCents <= before.thresholdCents || t.reductionCents <= before.reductionCents)) {
      problem('tiers', 'tiers must rise: each threshold and reduction above the one before');
    }
  });
  if ((a.scope === 'category') !== (a.categoryCode !== undefined)) {
    problem('categoryCode', 'categoryCode is given exactly when scope is category');
  }
  if ((a.scope === 'store') !== (a.storeNo !== undefined)) {
    problem('storeNo', 'storeNo is given exactly when scope is store');
  }
  const skuNos = a.skuNos ?? [];
  if ((a.scope === 'sku') !== skuNos.length > 0) {
    problem('skuNos', 'skuNos (at least one) are given exactly when scope is sku');
  }
  if (new Set(skuNos).size !== skuNos.length) problem('skuNos', 'skuNos must not repeat');
}

/** PUT /api/operator/promotions/{activityNo}: the whole activity as it should be from now on. */
export const operatorPromotionEditSchema = z.object(activityFields).check(z.superRefine(checkActivity));
export type OperatorPromotionEdit = z.infer<typeof operatorPromotionEditSchema>;

/** POST /api/operator/promotions: a new activity under a number of the operator's choosing. */
export const operatorPromotionCreateSchema = z
  .object({ activityNo: activityNoSchema, ...activityFields })
  .check(z.superRefine(checkActivity));
export type OperatorPromotionCreate = z.infer<typeof operatorPromotionCreateSchema>;

export const operatorPromotionParamSchema = z.object({ activityNo: activityNoSchema });

/** One activity as operators see it: what shoppers see plus its SKUs, seq and phase. */
export const operatorPromotionSchema = z.extend(promotionSummarySchema, {
  skuNos: z.array(z.string()),
  seq: z.int(),
  phase: z.enum(['upcoming', 'live', 'ended']),
});
export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;

export const operatorPromotionListSchema = z.object({ list: z.array(operatorPromotionSchema) });
