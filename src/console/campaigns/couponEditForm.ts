import type { CouponScope, CouponTemplate } from '../../../schemas/api/coupon-operator';
import type { couponTemplateEdit } from '../../../schemas/api/endpoints/coupon-operator';
import { centsToYuan } from '../../lib/money';
import { toBeijingInput } from '../clock';
import type { FormBody } from './campaignApi';
import { type TemplateForm, templateBody } from './couponForm';

/** The template as the edit form shows it first (yuan, Beijing minutes, one SKU a line). */
export function templateEditFormOf(t: CouponTemplate): TemplateForm {
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
export function templateEditBody(f: TemplateForm, t: CouponTemplate): FormBody<typeof couponTemplateEdit> {
  const shown = templateEditFormOf(t);
  const { couponNo: _no, ...rules } = templateBody(f);
  const keep = (key: 'startAt' | 'endAt' | 'claimStartAt', was: number | null) =>
    f[key] === shown[key] && was !== null ? { [key]: was } : {};
  return {
    ...rules,
    // The edit names the scope always; the create may leave it to its default (templateBody sends it).
    scope: f.scope,
    ...keep('startAt', t.startAt),
    ...keep('endAt', t.endAt),
    ...keep('claimStartAt', t.claimStartAt),
    baseRevision: t.revision,
  };
}
