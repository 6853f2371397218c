import type { CouponFacts } from '../domain/coupon-rules';

/** The coupons table's rule columns, as the wallet and the claim repos both read them. */
export interface CouponRow {
  coupon_no: string;
  name: string;
  coupon_type: number;
  threshold_cents: number;
  discount_cents: number;
  store_no: string | null;
  category_code: number | null;
  start_at: number;
  end_at: number;
  status: number;
}

export const toCouponFacts = (r: CouponRow): CouponFacts => ({
  couponNo: r.coupon_no,
  name: r.name,
  couponType: r.coupon_type,
  thresholdCents: r.threshold_cents,
  discountCents: r.discount_cents,
  storeNo: r.store_no,
  categoryCode: r.category_code,
  // BIGINT columns arrive as strings from pg.
  startAt: Number(r.start_at),
  endAt: Number(r.end_at),
  status: r.status,
});
