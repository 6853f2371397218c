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

/**
 * Which of several held coupons of one number an order takes: with the clock, one usable now (the one
 * ending soonest), else one not started yet, else an expired one; without it the oldest. Coupons valid N
 * days from claiming each have their own window, so the oldest may have expired while a newer one is good.
 */
const pickOrder = (now: string | null) =>
  now === null
    ? 'w.id'
    : `(COALESCE(w.valid_until, c.end_at) <= ${now}), (COALESCE(w.valid_from, c.start_at) > ${now}),
       COALESCE(w.valid_until, c.end_at), w.id`;

/** The customer's unused coupons, one per coupon number (two of the same coupon list once). */
export async function listHeldCoupons(
  db: Queryable,
  customerId: number,
  now?: number,
): Promise<HeldCoupon[]> {
  const rows = await db.query<Row>(
    `${SELECT} WHERE w.customer_id = $1 AND w.status = 'unused'
      ORDER BY c.coupon_no, ${pickOrder(now === undefined ? null : '$2::bigint')}`,
    now === undefined ? [customerId] : [customerId, now],
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
  opts: { forUpdate?: boolean; now?: number } = {},
): Promise<HeldCoupon | { refusal: CouponRefusal }> {
  const [row] = await db.query<Row>(
    `${SELECT} WHERE w.customer_id = $1 AND w.coupon_no = $2 AND w.status = 'unused'
      ORDER BY ${pickOrder(opts.now === undefined ? null : '$3::bigint')} LIMIT 1${opts.forUpdate ? ' FOR UPDATE OF w' : ''}`,
    opts.now === undefined ? [customerId, couponNo] : [customerId, couponNo, opts.now],
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
