/**
 * The operators' coupon templates: list them, create one and edit one, each with its scope
 * (ADR 0069, ADR 0074), so a campaign's coupon need not be seeded. Amounts are integer cents. Sends, codes and
 * campaign links of a template are coupon-center.ts's operator calls.
 */
import { z } from '../zod';
import { couponNoSchema, skuNoSchema } from './amounts';
import { cents, code, count, epochMs, PG_INT_MAX, text } from './primitives';

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

type TemplateFields = Omit<z.infer<z.ZodMiniObject<typeof templateFields>>, 'couponNo'>;

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

/**
 * What a coupon covers (the coupons table's scope, migration 012): the whole mall, one category, one store,
 * listed SKUs, or the goods payable in digital yuan.
 */
export const COUPON_SCOPES = ['all', 'category', 'store', 'sku', 'ecny'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
/** At most this many SKUs in an 'sku' scope. */
export const COUPON_SCOPE_SKUS_MAX = 200;

const scopeFields = {
  scope: z.enum(COUPON_SCOPES),
  /** Scope 'store' only: the store whose goods it covers. */
  storeNo: z.optional(code(32)),
  /** Scope 'category' only: the category whose goods it covers. */
  categoryCode: z.optional(count(1, PG_INT_MAX)),
  /** Scope 'sku' only: the SKUs it covers, each once. */
  skuNos: z.optional(z.array(skuNoSchema).check(z.maxLength(COUPON_SCOPE_SKUS_MAX))),
};

type ScopeFields = Partial<
  Pick<z.infer<z.ZodMiniObject<typeof scopeFields>>, 'storeNo' | 'categoryCode' | 'skuNos'>
> & {
  scope: CouponScope;
};

/** A scope's target is given exactly when the scope needs one (the create's and the edit's one rule). */
function checkScope(t: ScopeFields, ctx: z.core.$RefinementCtx) {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if ((t.scope === 'store') !== (t.storeNo !== undefined)) {
    problem('storeNo', 'storeNo is given exactly when scope is store');
  }
  if ((t.scope === 'category') !== (t.categoryCode !== undefined)) {
    problem('categoryCode', 'categoryCode is given exactly when scope is category');
  }
  if ((t.scope === 'sku') !== (t.skuNos !== undefined && t.skuNos.length > 0)) {
    problem('skuNos', 'skuNos lists at least one SKU exactly when scope is sku');
  }
  if (t.skuNos && new Set(t.skuNos).size !== t.skuNos.length) problem('skuNos', 'each SKU only once');
}

/**
 * POST /api/operator/coupons: a new template under a number of the operator's choosing, with any scope the
 * edit offers (the whole mall when none is given, as before scopes could be chosen at creation).
 */
export const couponTemplateCreateSchema = z
  .object({ ...templateFields, ...scopeFields, scope: z._default(z.enum(COUPON_SCOPES), 'all') })
  .check(
    z.superRefine((t, ctx) => {
      checkTemplate(t, ctx);
      checkScope(t, ctx);
    }),
  );
export type CouponTemplateCreate = z.infer<typeof couponTemplateCreateSchema>;

const { couponNo: _number, ...editableFields } = templateFields;

/**
 * PUT /api/operator/coupons/:couponNo: the template's every editable field and its scope, whole. Which of
 * them may differ from the template depends on its state (the server answers 409 naming the field): before
 * any coupon of it is issued, all; once issued, only the name, the stock (up), the end (later) and the
 * center listing; once ended, none. `baseRevision` is the template's revision the edit was made on (an
 * edit asked for approval is pinned to it): when another edit landed first, this one is refused.
 */
export const couponTemplateEditSchema = z
  .object({ ...editableFields, ...scopeFields, baseRevision: z.optional(count(0, PG_INT_MAX)) })
  .check(
    z.superRefine((t, ctx) => {
      checkTemplate(t, ctx);
      checkScope(t, ctx);
    }),
  );
export type CouponTemplateEdit = z.infer<typeof couponTemplateEditSchema>;

/** The fields of an edit a template's state decides on (everything but the revision). */
export type CouponTemplateField = Exclude<keyof CouponTemplateEdit, 'baseRevision'>;

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
  /** The scope's target: its store, category or SKUs (null / empty for the others). */
  storeNo: z.nullable(z.string()),
  categoryCode: z.nullable(z.int()),
  skuNos: z.array(z.string()),
  validDays: z.nullable(z.int()),
  startAt: z.number(),
  endAt: z.number(),
  claimStartAt: z.nullable(z.number()),
  inCenter: z.boolean(),
  phase: z.enum(['upcoming', 'live', 'ended']),
  /** Coupons of it in customers' hands (claimed, sent or redeemed): from the first, most fields are fixed. */
  issued: z.int(),
  /** Counts its edits; an edit names the one it was made on. Who made the last one, and when. */
  revision: z.int(),
  updatedBy: z.nullable(z.string()),
  updatedAt: z.nullable(z.number()),
});
export type CouponTemplate = z.infer<typeof couponTemplateSchema>;

export const couponTemplateListSchema = z.object({ list: z.array(couponTemplateSchema) });
