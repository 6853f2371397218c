import type { CouponScope } from '../../../schemas/api/coupon-operator';
import type { couponTemplateCreate } from '../../../schemas/api/endpoints/coupon-operator';
import { yuanToCents } from '../../lib/money';
import { fromBeijingInput } from '../clock';
import type { FormBody } from './campaignApi';

/**
 * A form's typed text as the numbers an API body carries. Unreadable input becomes NaN (the schema then
 * names the field); an empty optional field is left out (undefined).
 */
export const centsOf = (typed: string): number | undefined => {
  const c = yuanToCents(typed);
  return c === null ? Number.NaN : c;
};
export const wholeOf = (typed: string): number | undefined =>
  typed.trim() === '' ? undefined : /^\d{1,9}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;
export const timeOf = (typed: string): number | undefined =>
  typed === '' ? undefined : fromBeijingInput(typed);

/**
 * The coupon-template form as typed, the create's and the edit's alike: money in yuan, times in Beijing time,
 * the scope with its store, category or SKUs (one a line).
 */
export interface TemplateForm {
  couponNo: string;
  name: string;
  couponType: '1' | '2' | '3';
  threshold: string;
  discount: string;
  percent: string;
  total: string;
  perCustomer: string;
  validDays: string;
  startAt: string;
  endAt: string;
  claimStartAt: string;
  inCenter: boolean;
  scope: CouponScope;
  storeNo: string;
  categoryCode: string;
  skuNos: string;
}

/**
 * The body of POST /api/operator/coupons (a cash coupon has no threshold; only a discount has a percent; only
 * the scope chosen sends its store, category or SKUs).
 */
export function templateBody(f: TemplateForm): FormBody<typeof couponTemplateCreate> {
  const type = Number(f.couponType);
  return {
    couponNo: f.couponNo.trim(),
    name: f.name.trim(),
    couponType: type,
    thresholdCents: type === 2 ? 0 : centsOf(f.threshold),
    discountCents: centsOf(f.discount),
    ...(type === 3 ? { discountPercent: wholeOf(f.percent) } : {}),
    totalQuantity: wholeOf(f.total),
    perCustomerLimit: wholeOf(f.perCustomer),
    validDays: wholeOf(f.validDays),
    startAt: timeOf(f.startAt),
    endAt: timeOf(f.endAt),
    claimStartAt: timeOf(f.claimStartAt),
    inCenter: f.inCenter,
    scope: f.scope,
    ...(f.scope === 'store' ? { storeNo: f.storeNo.trim() } : {}),
    ...(f.scope === 'category' ? { categoryCode: wholeOf(f.categoryCode) } : {}),
    ...(f.scope === 'sku' ? { skuNos: customerNosOf(f.skuNos) } : {}),
  };
}

/** Customer numbers as pasted: one a line, or separated by commas or spaces; blanks dropped. */
export const customerNosOf = (typed: string): string[] => typed.split(/[\s,，;；]+/).filter(Boolean);
