/**
 * Which fields of a coupon template an edit may change, by the template's state (ADR 0069). One
 * rule for both sides: the server refuses an edit that breaks it (409 naming the field), the console greys
 * the fields out. Pure: no clock, no database.
 */
import type { CouponTemplate, CouponTemplateEdit, CouponTemplateField } from './coupon-operator';

/**
 * 'open': no coupon of it is in a customer's hands yet, so every field may change; 'issued': some are, and
 * their holders were promised its rules, so only what does not change those rules may move; 'ended': its
 * end has passed and nothing changes any more.
 */
export type CouponEditState = 'open' | 'issued' | 'ended';

export const couponEditState = (t: Pick<CouponTemplate, 'phase' | 'issued'>): CouponEditState =>
  t.phase === 'ended' ? 'ended' : t.issued > 0 ? 'issued' : 'open';

/**
 * Once issued: the name (a label), more stock, a later end and whether the center lists it. Holders keep
 * their own validity window (customer_coupons.valid_from/until), so a later end only lengthens the claiming.
 */
export const FIELDS_AFTER_ISSUE: ReadonlySet<CouponTemplateField> = new Set([
  'name',
  'totalQuantity',
  'endAt',
  'inCenter',
]);

/** Every field of an edit, in the order the refusals name them. */
export const COUPON_EDIT_FIELDS: readonly CouponTemplateField[] = [
  'name',
  'couponType',
  'thresholdCents',
  'discountCents',
  'discountPercent',
  'totalQuantity',
  'perCustomerLimit',
  'validDays',
  'startAt',
  'endAt',
  'claimStartAt',
  'inCenter',
  'scope',
  'storeNo',
  'categoryCode',
  'skuNos',
];

/** A template as an edit body would state it unchanged (absent optional fields left out). */
export function editOfTemplate(t: CouponTemplate): CouponTemplateEdit {
  return {
    name: t.name,
    couponType: t.couponType as CouponTemplateEdit['couponType'],
    thresholdCents: t.thresholdCents,
    discountCents: t.discountCents,
    ...(t.discountPercent === null ? {} : { discountPercent: t.discountPercent }),
    totalQuantity: t.totalQuantity,
    perCustomerLimit: t.perCustomerLimit,
    ...(t.validDays === null ? {} : { validDays: t.validDays }),
    startAt: t.startAt,
    endAt: t.endAt,
    ...(t.claimStartAt === null ? {} : { claimStartAt: t.claimStartAt }),
    inCenter: t.inCenter,
    scope: t.scope as CouponTemplateEdit['scope'],
    ...(t.storeNo === null || t.scope !== 'store' ? {} : { storeNo: t.storeNo }),
    ...(t.categoryCode === null || t.scope !== 'category' ? {} : { categoryCode: t.categoryCode }),
    ...(t.scope === 'sku' ? { skuNos: t.skuNos } : {}),
  };
}

const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n')
    : a === b;

/** The fields an edit changes, in COUPON_EDIT_FIELDS order. */
export const changedCouponFields = (
  before: CouponTemplateEdit,
  after: CouponTemplateEdit,
): CouponTemplateField[] => COUPON_EDIT_FIELDS.filter((f) => !same(before[f], after[f]));

/** Why a field may not change: the template ended, coupons are issued, or the stock or the end went back. */
export type CouponFieldLock = 'ended' | 'issued' | 'stockDown' | 'endEarlier';

/** The first field the edit may not change in this state, and why; undefined when the edit is allowed. */
export function lockedCouponField(
  state: CouponEditState,
  before: CouponTemplateEdit,
  after: CouponTemplateEdit,
): { field: CouponTemplateField; why: CouponFieldLock } | undefined {
  for (const field of changedCouponFields(before, after)) {
    if (state === 'ended') return { field, why: 'ended' };
    if (state === 'open') continue;
    if (!FIELDS_AFTER_ISSUE.has(field)) return { field, why: 'issued' };
    if (field === 'totalQuantity' && after.totalQuantity < before.totalQuantity) {
      return { field, why: 'stockDown' };
    }
    if (field === 'endAt' && after.endAt < before.endAt) return { field, why: 'endEarlier' };
  }
  return undefined;
}

/** Whether the console offers a field for editing in this state (the value rules are the server's word). */
export const couponFieldEditable = (state: CouponEditState, field: CouponTemplateField): boolean =>
  state === 'open' || (state === 'issued' && FIELDS_AFTER_ISSUE.has(field));
