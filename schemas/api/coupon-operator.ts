/**
 * The operators' coupon templates (issue 35): list them and create one, so a campaign's coupon need not be
 * seeded. Amounts are integer cents; a template covers the whole mall (narrower scopes stay seed-only for
 * now). Sends, codes and campaign links of a template are coupon-center.ts's operator calls.
 */
import { z } from '../zod';
import { couponNoSchema } from './amounts';
import { cents, count, epochMs, text } from './primitives';

const templateFields = {
  couponNo: couponNoSchema,
  name: text(40, { min: 1, what: 'name' }),
  /** 1 spend-threshold reduction, 2 no-threshold cash coupon, 3 percentage discount (capped). */
  couponType: z.literal([1, 2, 3]),
  thresholdCents: cents,
  /** Off the order (1, 2) or the cap of the discount (3). */
  discountCents: cents.check(z.gte(1)),
  /** Type 3 only: the percentage paid (85 = 15% off). */
  discountPercent: z.optional(count(1, 99)),
  totalQuantity: count(0, 10_000_000),
  perCustomerLimit: count(1, 100),
  /** Usable N days from issue (end of the local day); fixed dates (startAt–endAt) when absent. */
  validDays: z.optional(count(1, 3650)),
  startAt: epochMs,
  endAt: epochMs,
  /** When it can be claimed or sent from (default at once); until endAt. */
  claimStartAt: z.optional(epochMs),
  /** Listed in the coupon center; false for coupons only given by a send or a code. */
  inCenter: z._default(z.boolean(), true),
};

type TemplateFields = z.infer<z.ZodMiniObject<typeof templateFields>>;

/** The rules one field cannot say alone (the coupons table's checks, named by field). */
function checkTemplate(t: TemplateFields, ctx: z.core.$RefinementCtx) {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (t.endAt <= t.startAt) problem('endAt', 'endAt must be after startAt');
  if ((t.couponType === 3) !== (t.discountPercent !== undefined)) {
    problem('discountPercent', 'discountPercent is given exactly when couponType is 3');
  }
  if (t.couponType === 1 && t.discountCents >= t.thresholdCents) {
    problem('discountCents', 'a threshold coupon takes off less than its threshold');
  }
  if (t.couponType === 2 && t.thresholdCents !== 0)
    problem('thresholdCents', 'a cash coupon has no threshold');
  if (t.claimStartAt !== undefined && t.claimStartAt >= t.endAt) {
    problem('claimStartAt', 'claimStartAt must be before endAt');
  }
}

/** POST /api/operator/coupons: a new template under a number of the operator's choosing. */
export const couponTemplateCreateSchema = z.object(templateFields).check(z.superRefine(checkTemplate));
export type CouponTemplateCreate = z.infer<typeof couponTemplateCreateSchema>;

/** One template as operators see it: its rules, stock and whether it can still be given. */
export const couponTemplateSchema = z.object({
  couponNo: z.string(),
  name: z.string(),
  couponType: z.int(),
  thresholdCents: z.int(),
  discountCents: z.int(),
  discountPercent: z.nullable(z.int()),
  totalQuantity: z.int(),
  remainingQuantity: z.int(),
  perCustomerLimit: z.int(),
  scope: z.string(),
  validDays: z.nullable(z.int()),
  startAt: z.number(),
  endAt: z.number(),
  claimStartAt: z.nullable(z.number()),
  inCenter: z.boolean(),
  phase: z.enum(['upcoming', 'live', 'ended']),
});
export type CouponTemplate = z.infer<typeof couponTemplateSchema>;

export const couponTemplateListSchema = z.object({ list: z.array(couponTemplateSchema) });
