import type { CenterCoupon, CouponScope, HeldCouponView } from '../../schemas/api/coupon-center';
import type { ClaimableCoupon } from './coupon-claim';
import type { CouponFacts } from './coupon-rules';
import { expiresSoon, heldCouponState, type IssuedFacts, templateState } from './coupon-state';

/** Three days: the "expiring soon" hint on My coupons and in the summary. */
export const EXPIRING_SOON_MS = 3 * 86_400_000;

const SCOPES: readonly CouponScope[] = ['all', 'category', 'store', 'sku', 'ecny'];
export const asScope = (s: string): CouponScope => SCOPES.find((x) => x === s) ?? 'all';

const couponTypeOf = (t: number): 1 | 2 | 3 => (t === 2 || t === 3 ? t : 1);

/** One issued coupon with everything My coupons shows; facts.startAt/endAt are its own window. */
export interface IssuedCoupon extends IssuedFacts {
  id: number;
  facts: CouponFacts;
  scope: string;
  claimedAt: number;
  usedAt: number | null;
  orderNo: string | null;
  source: 'claim' | 'code' | 'send';
}

export function heldCouponView(h: IssuedCoupon, now: number): HeldCouponView {
  const f = h.facts;
  return {
    id: h.id,
    couponNo: f.couponNo,
    name: f.name,
    couponType: couponTypeOf(f.couponType),
    thresholdCents: f.thresholdCents,
    discountCents: f.discountCents,
    discountPercent: f.discountPercent,
    scope: asScope(h.scope),
    storeNo: f.storeNo,
    categoryCode: f.categoryCode,
    validFrom: h.validFrom,
    validUntil: h.validUntil,
    state: heldCouponState(h, f.status, now),
    expiringSoon: f.status === 1 && expiresSoon(h, now, EXPIRING_SOON_MS),
    claimedAt: h.claimedAt,
    usedAt: h.usedAt,
    orderNo: h.orderNo,
    source: h.source,
  };
}

/** A template in the coupon center, labelled for the caller (mine: their coupons of it, [] if anonymous). */
export function centerCouponView(
  c: ClaimableCoupon,
  mine: readonly IssuedFacts[],
  now: number,
): CenterCoupon {
  return {
    couponNo: c.couponNo,
    name: c.name,
    couponType: couponTypeOf(c.couponType),
    thresholdCents: c.thresholdCents,
    discountCents: c.discountCents,
    discountPercent: c.discountPercent,
    scope: asScope(c.scope),
    storeNo: c.storeNo,
    categoryCode: c.categoryCode,
    validity: c.validity.kind,
    startAt: c.startAt,
    endAt: c.endAt,
    validDays: c.validity.kind === 'days' ? c.validity.days : null,
    claimStartAt: c.claimStartAt,
    claimEndAt: c.claimEndAt,
    totalQuantity: c.totalQuantity,
    remainingQuantity: c.remainingQuantity,
    perCustomerLimit: c.perCustomerLimit,
    claimedCount: mine.length,
    state: templateState(c, mine, now),
  };
}

/** The center's tabs: 0 all, then general (all goods and e-CNY), category, store, product. */
export const CENTER_TABS: readonly { tabId: number; name: string; scopes: CouponScope[] }[] = [
  { tabId: 0, name: '全部', scopes: [...SCOPES] },
  { tabId: 1, name: '通用券', scopes: ['all', 'ecny'] },
  { tabId: 2, name: '品类券', scopes: ['category'] },
  { tabId: 3, name: '店铺券', scopes: ['store'] },
  { tabId: 4, name: '商品券', scopes: ['sku'] },
];

/** Redemption codes are typed by hand: upper case, without spaces or dashes. */
export const normalisePlainCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

/** No 0/O, 1/I/L: a code read aloud or copied from paper stays unambiguous (31 symbols). */
export const PLAIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PLAIN_CODE_LENGTH = 12;
/** Bytes at or above this are skipped so every symbol is equally likely (248 = 8 × 31). */
const UNBIASED_BELOW = 256 - (256 % PLAIN_CODE_ALPHABET.length);

/** A code from random bytes (a CSPRNG's, given by the caller), or null when too few were usable. */
export function plainCodeFrom(bytes: Uint8Array): string | null {
  let out = '';
  for (const b of bytes) {
    if (b >= UNBIASED_BELOW) continue;
    out += PLAIN_CODE_ALPHABET[b % PLAIN_CODE_ALPHABET.length];
    if (out.length === PLAIN_CODE_LENGTH) return out;
  }
  return null;
}

/** Wrong codes a customer may enter per window before further attempts wait. */
export const PLAIN_CODE_MAX_FAILURES = 5;
export const PLAIN_CODE_WINDOW_MS = 10 * 60_000;

/**
 * Whether another attempt may run now, given the times of this customer's wrong codes inside the window
 * (oldest first): the limit frees up when the oldest of them leaves the window.
 */
export function plainCodeWait(failuresInWindow: readonly number[], now: number): number {
  if (failuresInWindow.length < PLAIN_CODE_MAX_FAILURES) return 0;
  const oldest = failuresInWindow[failuresInWindow.length - PLAIN_CODE_MAX_FAILURES] ?? now;
  return Math.max(0, oldest + PLAIN_CODE_WINDOW_MS - now);
}
