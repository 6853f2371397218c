import type { ClaimRefusal, StoreCoupon } from '../../../schemas/api/store-coupon';
import { formatYuan } from '../../lib/money';

/** '¥200 off over ¥3000' or '¥10 off' (no threshold). */
export function couponTerms(c: Pick<StoreCoupon, 'couponType' | 'thresholdCents' | 'discountCents'>): string {
  const value = `¥${formatYuan(c.discountCents)} off`;
  return c.couponType === 1 && c.thresholdCents > 0
    ? `${value} over ¥${formatYuan(c.thresholdCents)}`
    : value;
}

/** The claim button's wording for each state; null refusal means it can be claimed. */
export const CLAIM_BUTTON_TEXT: Readonly<Record<ClaimRefusal, string>> = {
  limitReached: 'Claimed',
  soldOut: 'All claimed',
  ended: 'Ended',
  notApplicable: 'Not for this item',
  unknown: 'Unavailable',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Validity as calendar days on the phone: '2024-01-01 – 2099-12-31'. */
export function validity(c: Pick<StoreCoupon, 'startAt' | 'endAt'>): string {
  const day = (ms: number) => {
    const d = new Date(ms);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  };
  return `${day(c.startAt)} – ${day(c.endAt)}`;
}
