import type { CouponScope, CouponTemplate } from '../../../schemas/api/coupon-operator';
import { centsToYuan } from '../../lib/money';
import { toBeijingInput } from '../clock';
// SKU numbers are pasted as customer numbers are (one a line, or separated), as the shelves' form does.
import { customerNosOf, type TemplateForm, templateBody, wholeOf } from './couponForm';

/** An edited template as typed: the create form's fields and the scope with its store, category or SKUs. */
export interface TemplateEditForm extends TemplateForm {
  scope: CouponScope;
  storeNo: string;
  categoryCode: string;
  skuNos: string;
}

/** The template as the edit form shows it first (yuan, Beijing minutes, one SKU a line). */
export function templateEditFormOf(t: CouponTemplate): TemplateEditForm {
  return {
    couponNo: t.couponNo,
    name: t.name,
    couponType: String(t.couponType) as TemplateForm['couponType'],
    threshold: t.couponType === 2 ? '' : centsToYuan(t.thresholdCents),
    discount: centsToYuan(t.discountCents),
    percent: t.discountPercent === null ? '' : String(t.discountPercent),
    total: String(t.totalQuantity),
    perCustomer: String(t.perCustomerLimit),
    validDays: t.validDays === null ? '' : String(t.validDays),
    startAt: toBeijingInput(t.startAt),
    endAt: toBeijingInput(t.endAt),
    claimStartAt: t.claimStartAt === null ? '' : toBeijingInput(t.claimStartAt),
    inCenter: t.inCenter,
    scope: t.scope as CouponScope,
    storeNo: t.storeNo ?? '',
    categoryCode: t.categoryCode === null ? '' : String(t.categoryCode),
    skuNos: t.skuNos.join('\n'),
  };
}

/**
 * The body of PUT /api/operator/coupons/:couponNo: the whole template on the revision it was read at. A time
 * left as shown keeps the template's own millisecond (the form shows minutes), so an untouched field never
 * reads as a change the template's state would refuse.
 */
export function templateEditBody(f: TemplateEditForm, t: CouponTemplate): Record<string, unknown> {
  const shown = templateEditFormOf(t);
  const { couponNo: _no, ...rules } = templateBody(f);
  const keep = (key: 'startAt' | 'endAt' | 'claimStartAt', was: number | null) =>
    f[key] === shown[key] && was !== null ? { [key]: was } : {};
  return {
    ...rules,
    ...keep('startAt', t.startAt),
    ...keep('endAt', t.endAt),
    ...keep('claimStartAt', t.claimStartAt),
    scope: f.scope,
    ...(f.scope === 'store' ? { storeNo: f.storeNo.trim() } : {}),
    ...(f.scope === 'category' ? { categoryCode: wholeOf(f.categoryCode) } : {}),
    ...(f.scope === 'sku' ? { skuNos: customerNosOf(f.skuNos) } : {}),
    baseRevision: t.revision,
  };
}
