import type { Queryable } from '../db/db';
import type { ClaimableCoupon, HolderCounts } from '../domain/coupon-claim';
import { type CouponRow, toCouponFacts } from './coupon-row';

interface Row extends CouponRow {
  remaining_quantity: number;
  per_customer_limit: number;
}

const COLUMNS = `coupon_no, name, coupon_type, threshold_cents, discount_cents, store_no, category_code,
  start_at, end_at, status, remaining_quantity, per_customer_limit`;

const toCoupon = (r: Row): ClaimableCoupon => ({
  ...toCouponFacts(r),
  remainingQuantity: r.remaining_quantity,
  perCustomerLimit: r.per_customer_limit,
});

/** Live coupons whose scope covers a product of this store and category; biggest saving first. */
export async function listCouponsFor(
  db: Queryable,
  storeNo: string,
  categoryCode: number,
  now: number,
): Promise<ClaimableCoupon[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM coupons
      WHERE status = 1 AND end_at > $3
        AND (store_no IS NULL OR store_no = $1) AND (category_code IS NULL OR category_code = $2)
      ORDER BY discount_cents DESC, coupon_no`,
    [storeNo, categoryCode, now],
  );
  return rows.map(toCoupon);
}

/** The coupon, locked when asked: claims of one coupon run one after another so stock and limits hold. */
export async function findCoupon(
  db: Queryable,
  couponNo: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ClaimableCoupon | undefined> {
  const [row] = await db.query<Row>(
    `SELECT ${COLUMNS} FROM coupons WHERE coupon_no = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [couponNo],
  );
  return row ? toCoupon(row) : undefined;
}

/** Claimed and unused counts of one customer per coupon number (absent: never claimed). */
export async function holderCounts(
  db: Queryable,
  customerId: number,
  couponNos: readonly string[],
): Promise<Map<string, HolderCounts>> {
  if (couponNos.length === 0) return new Map();
  const rows = await db.query<{ coupon_no: string; claimed: number; unused: number }>(
    `SELECT coupon_no, count(*)::int AS claimed, count(*) FILTER (WHERE status = 'unused')::int AS unused
       FROM customer_coupons WHERE customer_id = $1 AND coupon_no = ANY($2::text[]) GROUP BY coupon_no`,
    [customerId, couponNos],
  );
  return new Map(rows.map((r) => [r.coupon_no, { claimed: Number(r.claimed), unused: Number(r.unused) }]));
}

export const NO_CLAIMS: HolderCounts = { claimed: 0, unused: 0 };

/** The coupon number an earlier claim with this request code took, if any. */
export async function findClaimByCode(
  db: Queryable,
  customerId: number,
  claimCode: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ coupon_no: string }>(
    'SELECT coupon_no FROM customer_coupons WHERE customer_id = $1 AND claim_code = $2',
    [customerId, claimCode],
  );
  return row?.coupon_no;
}

/**
 * Takes one from the coupon's stock and puts it in the wallet. The conditional UPDATE is the last word
 * on stock even if a caller forgot the lock. Returns false when none was left.
 */
export async function takeCoupon(
  tx: Queryable,
  input: { customerId: number; couponNo: string; claimCode: string | null; now: number },
): Promise<boolean> {
  const taken = await tx.query(
    `UPDATE coupons SET remaining_quantity = remaining_quantity - 1
      WHERE coupon_no = $1 AND remaining_quantity > 0 RETURNING coupon_no`,
    [input.couponNo],
  );
  if (taken.length === 0) return false;
  await tx.query(
    `INSERT INTO customer_coupons (customer_id, coupon_no, claimed_at, claim_code) VALUES ($1, $2, $3, $4)`,
    [input.customerId, input.couponNo, input.now, input.claimCode],
  );
  return true;
}
