import type { StoreCoupon } from '../../../schemas/api/store-coupon';
import { formatDate, formatMoney } from '../../i18n/format';
import { messagesOf } from '../../i18n/messages';
import { productMessages } from './messages';

/** '满 ¥3,000.00 减 ¥200.00' or '立减 ¥10.00' (no threshold); the same words on the product and at checkout. */
export function couponTerms(c: Pick<StoreCoupon, 'couponType' | 'thresholdCents' | 'discountCents'>): string {
  const t = messagesOf(productMessages);
  const value = formatMoney(c.discountCents);
  return c.couponType === 1 && c.thresholdCents > 0
    ? t.couponOffOver(value, formatMoney(c.thresholdCents))
    : t.couponOff(value);
}

/** Validity as calendar days, Beijing time. */
export function validity(c: Pick<StoreCoupon, 'startAt' | 'endAt'>): string {
  return messagesOf(productMessages).validity(formatDate(c.startAt), formatDate(c.endAt));
}
