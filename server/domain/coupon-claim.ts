import type { ClaimRefusal, StoreCoupon } from '../../schemas/api/store-coupon';
import type { CouponFacts } from './coupon-rules';

/** A catalogue coupon as the claim rules see it. */
export interface ClaimableCoupon extends CouponFacts {
  remainingQuantity: number;
  perCustomerLimit: number;
}

/** What one customer did with one coupon so far (0/0 for somebody not logged in). */
export interface HolderCounts {
  /** Every row ever claimed, used or not: the per-customer limit counts them all. */
  claimed: number;
  unused: number;
}

export const CLAIM_REFUSAL_TEXT: Record<ClaimRefusal, string> = {
  limitReached: 'you already hold as many of this coupon as one customer may',
  soldOut: 'this coupon has all been claimed',
  ended: 'this coupon has ended',
  notApplicable: 'this coupon does not apply to this product',
  unknown: 'no such coupon',
};

/** Whether the coupon's store/category scope covers a product of this store and category. */
export const coversProduct = (c: CouponFacts, storeNo: string, categoryCode: number): boolean =>
  (c.storeNo === null || c.storeNo === storeNo) &&
  (c.categoryCode === null || c.categoryCode === categoryCode);

/**
 * Why this customer cannot claim (another) one now, or null. The limit is checked before stock so a
 * holder reads 'you have it' rather than 'all gone'. A coupon may be claimed before its use window opens.
 */
export function claimRefusal(c: ClaimableCoupon, held: HolderCounts, now: number): ClaimRefusal | null {
  if (c.status !== 1 || now >= c.endAt) return 'ended';
  if (held.claimed >= c.perCustomerLimit) return 'limitReached';
  if (c.remainingQuantity <= 0) return 'soldOut';
  return null;
}

export function storeCouponView(
  c: ClaimableCoupon,
  held: HolderCounts,
  now: number,
  personal: boolean,
): StoreCoupon {
  return {
    couponNo: c.couponNo,
    name: c.name,
    couponType: c.couponType === 2 ? 2 : 1,
    thresholdCents: c.thresholdCents,
    discountCents: c.discountCents,
    storeNo: c.storeNo,
    categoryCode: c.categoryCode,
    startAt: c.startAt,
    endAt: c.endAt,
    perCustomerLimit: c.perCustomerLimit,
    claimedCount: held.claimed,
    held: held.unused > 0,
    // Without a customer only the coupon's own state can refuse; the limit is theirs to learn on login.
    refusal: claimRefusal(c, personal ? held : { claimed: 0, unused: 0 }, now),
  };
}
