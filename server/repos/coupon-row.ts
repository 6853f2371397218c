import type { CouponFacts } from '../domain/coupon-rules';

/** The coupons table's rule columns, as the wallet and the claim repos both read them. */
export interface CouponRow {
  coupon_no: string;
  name: string;
  coupon_type: number;
  threshold_cents: number;
  discount_cents: number;
  discount_percent: number | null;
  scope_skus: string[] | null;
  store_no: string | null;
  category_code: number | null;
  start_at: number;
  end_at: number;
  status: number;
}

/**
 * discount_percent and scope_skus of the coupon row aliased `c`: the SKUs an 'sku' or 'ecny' coupon
 * covers, resolved here so the pure rules only compare SKU numbers (null for the other scopes).
 */
export const couponRuleExtras = (c: string): string => `${c}.discount_percent,
  CASE ${c}.scope
    WHEN 'sku' THEN ARRAY(SELECT cs.sku_no FROM coupon_skus cs WHERE cs.coupon_no = ${c}.coupon_no)
    WHEN 'ecny' THEN ARRAY(SELECT ek.sku_no FROM skus ek WHERE ek.price_label = 8 OR ek.ecny)
  END AS scope_skus`;

/**
 * The coupon's scope as the center and My coupons show it. Rows inserted without one (the seed loader
 * predates the column) read 'all'; their store or category then names the scope.
 */
export const effectiveScope = (c: string): string => `CASE WHEN ${c}.scope <> 'all' THEN ${c}.scope
  WHEN ${c}.store_no IS NOT NULL THEN 'store' WHEN ${c}.category_code IS NOT NULL THEN 'category' ELSE 'all' END`;

export const toCouponFacts = (r: CouponRow): CouponFacts => ({
  couponNo: r.coupon_no,
  name: r.name,
  couponType: r.coupon_type,
  thresholdCents: r.threshold_cents,
  discountCents: r.discount_cents,
  discountPercent: r.discount_percent,
  scopeSkuNos: r.scope_skus,
  storeNo: r.store_no,
  categoryCode: r.category_code,
  // BIGINT columns arrive as strings from pg.
  startAt: Number(r.start_at),
  endAt: Number(r.end_at),
  status: r.status,
});
