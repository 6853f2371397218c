import type { Queryable } from '../db/db';
import type { ClaimableCoupon, HolderCounts } from '../domain/coupon-claim';
import { issuedWindow, type Validity } from '../domain/coupon-state';
import { type CouponRow, couponRuleExtras, effectiveScope, toCouponFacts } from './coupon-row';

interface Row extends CouponRow {
  remaining_quantity: number;
  per_customer_limit: number;
  total_quantity: number;
  scope: string;
  validity: string;
  valid_days: number | null;
  claim_start_at: number | null;
  claim_end_at: number | null;
  in_center: boolean;
}

const COLUMNS = `coupons.coupon_no, name, coupon_type, threshold_cents, discount_cents, store_no, category_code,
  start_at, end_at, status, remaining_quantity, per_customer_limit, total_quantity, ${effectiveScope('coupons')} AS scope, validity,
  valid_days, claim_start_at, claim_end_at, in_center, ${couponRuleExtras('coupons')}`;

/** The template's validity rule (how its issued coupons are valid). */
const validityOf = (r: Row): Validity =>
  r.validity === 'days' && r.valid_days !== null
    ? { kind: 'days', days: r.valid_days }
    : { kind: 'fixed', startAt: Number(r.start_at), endAt: Number(r.end_at) };

const toCoupon = (r: Row): ClaimableCoupon => ({
  ...toCouponFacts(r),
  remainingQuantity: r.remaining_quantity,
  perCustomerLimit: r.per_customer_limit,
  totalQuantity: r.total_quantity,
  scope: r.scope,
  validity: validityOf(r),
  // No claim start: claimable at once; no claim end: until the template ends.
  claimStartAt: r.claim_start_at === null ? 0 : Number(r.claim_start_at),
  claimEndAt: r.claim_end_at === null ? Number(r.end_at) : Number(r.claim_end_at),
  inCenter: r.in_center,
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
      WHERE status = 1 AND end_at > $3 AND in_center
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
    `SELECT ${COLUMNS} FROM coupons WHERE coupon_no = $1${opts.forUpdate ? ' FOR UPDATE OF coupons' : ''}`,
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
  input: {
    customerId: number;
    couponNo: string;
    claimCode: string | null;
    now: number;
    /** Omitted: read from the template (the caller may not have it at hand). */
    validity?: Validity;
    source?: 'claim' | 'code' | 'send';
  },
): Promise<number | undefined> {
  const [taken] = await tx.query<Row>(
    `UPDATE coupons SET remaining_quantity = remaining_quantity - 1
      WHERE coupon_no = $1 AND remaining_quantity > 0
      RETURNING coupon_no, validity, valid_days, start_at, end_at`,
    [input.couponNo],
  );
  if (!taken) return undefined;
  // The issued coupon keeps its own window: fixed dates, or N days from now.
  const w = issuedWindow(input.validity ?? validityOf(taken), input.now);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO customer_coupons (customer_id, coupon_no, claimed_at, claim_code, valid_from, valid_until, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      input.customerId,
      input.couponNo,
      input.now,
      input.claimCode,
      w.validFrom,
      w.validUntil,
      input.source ?? 'claim',
    ],
  );
  return row?.id;
}
