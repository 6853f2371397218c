import type { ClaimRefusal, StoreCoupon } from '../../schemas/api/store-coupon';
import type { CouponFacts } from './coupon-rules';
import { type IssuedFacts, type TemplateFacts, templateState, type Validity } from './coupon-state';

/** A catalogue coupon (template) as the claim rules see it. */
export interface ClaimableCoupon extends CouponFacts, TemplateFacts {
  totalQuantity: number;
  /** 'all', 'category', 'store', 'sku' or 'ecny'. */
  scope: string;
  validity: Validity;
  /** Listed in the center and claimable by number (false: given only by code or send). */
  inCenter: boolean;
}

/** What one customer did with one coupon so far (0/0 for somebody not logged in). */
export interface HolderCounts {
  /** Every row ever claimed, used or not: the per-customer limit counts them all. */
  claimed: number;
  unused: number;
}

/** Whether the coupon's scope (store, category, and the SKU list of an SKU or e-CNY coupon) covers a SKU. */
export const coversProduct = (
  c: CouponFacts,
  storeNo: string,
  categoryCode: number,
  skuNo: string,
): boolean =>
  (c.storeNo === null || c.storeNo === storeNo) &&
  (c.categoryCode === null || c.categoryCode === categoryCode) &&
  (c.scopeSkuNos === null || c.scopeSkuNos.includes(skuNo));

/**
 * Why this customer cannot claim (another) one now, or null. The limit is checked before stock so a
 * holder reads 'you have it' rather than 'all gone'. A coupon may be claimed before its use window opens.
 */
export function claimRefusal(c: ClaimableCoupon, held: HolderCounts, now: number): ClaimRefusal | null {
  if (c.status !== 1 || now >= c.claimEndAt) return 'ended';
  if (held.claimed >= c.perCustomerLimit) return 'limitReached';
  if (c.remainingQuantity <= 0) return 'soldOut';
  return null;
}

export function storeCouponView(
  c: ClaimableCoupon,
  held: HolderCounts,
  now: number,
  personal: boolean,
  mine: readonly IssuedFacts[] = [],
): StoreCoupon {
  return {
    couponNo: c.couponNo,
    name: c.name,
    couponType: c.couponType === 2 || c.couponType === 3 ? c.couponType : 1,
    discountPercent: c.discountPercent,
    state: templateState(c, personal ? mine : [], now),
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
