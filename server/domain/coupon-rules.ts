import type { CouponRefusal } from '../../schemas/api/coupon-order';
import { allocate, goodsOf, type PricedItem } from './pricing';

export interface CouponFacts {
  couponNo: string;
  name: string;
  /** 1 threshold reduction, 2 no-threshold cash, 3 discount (percent). */
  couponType: number;
  thresholdCents: number;
  /** Face value; for a discount coupon the most it takes off. */
  discountCents: number;
  /** Discount coupons: the share the shopper pays (80 = 8折); null otherwise. */
  discountPercent: number | null;
  /**
   * SKU and e-CNY scopes: the SKUs covered (resolved by the repo when loading); null for the other
   * scopes, which store/category narrow as before.
   */
  scopeSkuNos: readonly string[] | null;
  storeNo: string | null;
  categoryCode: number | null;
  startAt: number;
  endAt: number;
  status: number;
}

/** A coupon in the customer's wallet (one unused row of customer_coupons). */
export interface HeldCoupon {
  customerCouponId: number;
  facts: CouponFacts;
}

export interface CouponJudgement {
  applicable: boolean;
  reason?: CouponRefusal;
  /** What it takes off (0 when not applicable). */
  deductCents: number;
  /** deductCents split over the stores whose items qualify. */
  byStore: Map<string, number>;
}

export const COUPON_REFUSAL_TEXT: Record<CouponRefusal, string> = {
  notStarted: 'this coupon cannot be used yet',
  expired: 'this coupon has expired',
  belowThreshold: 'the order does not reach the coupon threshold',
  noEligibleItems: 'no item in this order qualifies for the coupon',
  used: 'this coupon was already used',
  notHeld: 'you do not hold this coupon',
};

/**
 * What a coupon is judged on: the item's goods less its share of the full discounts (满减 first, then the
 * coupon, as the anchors price it), so a reduction already taken cannot also lift the goods over a threshold.
 */
type CouponBaseItem = PricedItem & { promotionCents?: number };
const baseOf = (i: CouponBaseItem): number => goodsOf(i) - (i.promotionCents ?? 0);

const inScope = (c: CouponFacts, i: PricedItem) =>
  (c.storeNo === null || c.storeNo === i.storeNo) &&
  (c.categoryCode === null || c.categoryCode === i.categoryCode) &&
  (c.scopeSkuNos === null || c.scopeSkuNos.includes(i.skuNo));

/**
 * What the coupon takes off eligible goods worth `baseCents`, in cents, never more than the base: a
 * discount coupon takes base − ⌊base × percent / 100⌋ (the shopper pays the rounded-down share),
 * capped by its face value; the others take their face value.
 */
export function couponSaving(
  c: Pick<CouponFacts, 'couponType' | 'discountCents' | 'discountPercent'>,
  baseCents: number,
): number {
  const off =
    c.couponType === 3 && c.discountPercent !== null
      ? Math.min(c.discountCents, baseCents - Math.floor((baseCents * c.discountPercent) / 100))
      : c.discountCents;
  return Math.max(0, Math.min(off, baseCents));
}

/** Goods (cents) of these items the coupon's scope covers: the base of its threshold and discount. */
export const eligibleCentsOf = (c: CouponFacts, items: readonly CouponBaseItem[]): number =>
  items.filter((i) => inScope(c, i)).reduce((a, i) => a + baseOf(i), 0);

/** Whether a held coupon applies to these items now, and how much it deducts from which store. */
export function judgeCoupon(c: CouponFacts, items: readonly CouponBaseItem[], now: number): CouponJudgement {
  const refuse = (reason: CouponRefusal): CouponJudgement => ({
    applicable: false,
    reason,
    deductCents: 0,
    byStore: new Map(),
  });
  if (now < c.startAt) return refuse('notStarted');
  if (now >= c.endAt || c.status !== 1) return refuse('expired');
  const eligible = new Map<string, number>();
  for (const i of items) {
    if (inScope(c, i)) eligible.set(i.storeNo, (eligible.get(i.storeNo) ?? 0) + baseOf(i));
  }
  const eligibleCents = [...eligible.values()].reduce((a, b) => a + b, 0);
  if (eligibleCents === 0) return refuse('noEligibleItems');
  // Type 2 is a no-threshold cash coupon; its threshold is 0 in the catalogue anyway. A discount
  // coupon (3) may have a threshold too.
  if (c.couponType !== 2 && eligibleCents < c.thresholdCents) return refuse('belowThreshold');
  const deductCents = couponSaving(c, eligibleCents);
  const storeNos = [...eligible.keys()];
  const parts = allocate(
    deductCents,
    storeNos.map((s) => eligible.get(s) ?? 0),
  );
  return {
    applicable: true,
    deductCents,
    byStore: new Map(storeNos.map((s, idx) => [s, parts[idx] ?? 0])),
  };
}
