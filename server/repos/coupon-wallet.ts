import type { CouponRefusal } from '../../schemas/api/coupon-order';
import type { Queryable } from '../db/db';
import type { HeldCoupon } from '../domain/coupon-rules';
import { type CouponRow, couponRuleExtras, toCouponFacts } from './coupon-row';

interface Row extends CouponRow {
  id: number;
}

export type { HeldCoupon };

const toHeld = (r: Row): HeldCoupon => ({ customerCouponId: r.id, facts: toCouponFacts(r) });

// start_at/end_at are the held coupon's own window (fixed when issued; older rows read the template's).
const SELECT = `SELECT w.id, c.coupon_no, c.name, c.coupon_type, c.threshold_cents, c.discount_cents, c.store_no,
  c.category_code, COALESCE(w.valid_from, c.start_at) AS start_at, COALESCE(w.valid_until, c.end_at) AS end_at,
  c.status, ${couponRuleExtras('c')}
  FROM customer_coupons w JOIN coupons c ON c.coupon_no = w.coupon_no`;

/** The customer's unused coupons, one per coupon number (two of the same coupon list once). */
export async function listHeldCoupons(db: Queryable, customerId: number): Promise<HeldCoupon[]> {
  const rows = await db.query<Row>(
    `${SELECT} WHERE w.customer_id = $1 AND w.status = 'unused' ORDER BY c.coupon_no, w.id`,
    [customerId],
  );
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.coupon_no) && seen.add(r.coupon_no) !== undefined).map(toHeld);
}

/**
 * One unused held coupon of this number (locked for the order transaction when asked), or why there is
 * none: 'used' when the customer held it and used it, 'notHeld' otherwise.
 */
export async function findHeldCoupon(
  db: Queryable,
  customerId: number,
  couponNo: string,
  opts: { forUpdate?: boolean } = {},
): Promise<HeldCoupon | { refusal: CouponRefusal }> {
  const [row] = await db.query<Row>(
    `${SELECT} WHERE w.customer_id = $1 AND w.coupon_no = $2 AND w.status = 'unused'
      ORDER BY w.id LIMIT 1${opts.forUpdate ? ' FOR UPDATE OF w' : ''}`,
    [customerId, couponNo],
  );
  if (row) return toHeld(row);
  const [used] = await db.query('SELECT 1 FROM customer_coupons WHERE customer_id = $1 AND coupon_no = $2', [
    customerId,
    couponNo,
  ]);
  return { refusal: used ? 'used' : 'notHeld' };
}

/** The held coupon is spent on this order (only while still unused). */
export async function markCouponUsed(
  tx: Queryable,
  customerCouponId: number,
  orderNo: string,
  now: number,
): Promise<void> {
  await tx.query(
    "UPDATE customer_coupons SET status = 'used', order_no = $2, used_at = $3 WHERE id = $1 AND status = 'unused'",
    [customerCouponId, orderNo, now],
  );
}
