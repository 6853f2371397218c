import type { CouponScope } from '../../../schemas/api/coupon-center';
import { formatDate, formatMoneyParts } from '../../i18n/format';
import { messagesOf } from '../../i18n/messages';
import { couponMessages } from './messages';

/**
 * How a coupon reads, the same on every screen that shows one (My coupons, coupon center, the checkout
 * sheet): its face value, its condition and its whole terms, for the three coupon types (1 threshold
 * reduction, 2 no-threshold cash, 3 discount, whose percent is the share paid and discountCents its cap).
 */
export interface CouponRuleFields {
  couponType: 1 | 2 | 3;
  thresholdCents: number;
  discountCents: number;
  discountPercent?: number | null | undefined;
}

/** ¥50 rather than ¥50.00 where a coupon's face value stands large; cents stay when there are any. */
export function faceMoney(cents: number): string {
  const parts = formatMoneyParts(cents);
  const fraction = parts.find((p) => p.type === 'fraction');
  const keep = fraction === undefined || /[1-9]/.test(fraction.value);
  return parts
    .filter((p) => keep || (p.type !== 'fraction' && p.type !== 'decimal'))
    .map((p) => p.value)
    .join('');
}

const isDiscount = (c: CouponRuleFields): c is CouponRuleFields & { discountPercent: number } =>
  c.couponType === 3 && typeof c.discountPercent === 'number';

/** The big value on the ticket: '¥50' or '8.5折'. */
export function couponValue(c: CouponRuleFields): string {
  return isDiscount(c) ? messagesOf(couponMessages).discount(c.discountPercent) : faceMoney(c.discountCents);
}

/** Under the value: '满¥200可用' or '无门槛'. */
export function couponCondition(c: CouponRuleFields): string {
  const t = messagesOf(couponMessages);
  return c.thresholdCents > 0 ? t.over(faceMoney(c.thresholdCents)) : t.noThreshold;
}

/** The whole terms in one line: '满¥500减¥50', '立减¥10', '满¥200打8.5折，最多减¥80'. */
export function couponTerms(c: CouponRuleFields): string {
  const t = messagesOf(couponMessages);
  const threshold = faceMoney(c.thresholdCents);
  const amount = faceMoney(c.discountCents);
  if (isDiscount(c)) {
    return c.thresholdCents > 0
      ? t.discountTermsOver(c.discountPercent, amount, threshold)
      : t.discountTerms(c.discountPercent, amount);
  }
  return c.thresholdCents > 0 ? t.offOver(amount, threshold) : t.off(amount);
}

export const scopeText = (scope: CouponScope): string => messagesOf(couponMessages)[`scope.${scope}`];

/** A date range by calendar day, Beijing time; the end is the last moment it works (exclusive end). */
export function validRange(from: number, until: number): string {
  // validUntil is exclusive: a coupon ending at midnight is last usable the day before.
  return messagesOf(couponMessages).validRange(formatDate(from), formatDate(Math.max(from, until - 1)));
}
