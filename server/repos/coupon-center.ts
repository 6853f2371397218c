import type { MyCouponTab } from '../../schemas/api/coupon-center';
import type { Queryable } from '../db/db';
import type { IssuedFacts } from '../domain/coupon-state';
import type { IssuedCoupon } from '../domain/coupon-views';
import { coveredByCoupon } from './card-filters';
import { type CouponRow, couponRuleExtras, effectiveScope, toCouponFacts } from './coupon-row';
import { type CoveredCategory, coveredCategories } from './covered-categories';

/**
 * My coupons, redemption codes and sends. Held coupons read their own validity window
 * (valid_from/valid_until), falling back to the template's dates for rows issued before it was kept.
 */

interface IssuedRow extends CouponRow {
  id: number;
  w_status: 'unused' | 'used';
  scope: string;
  claimed_at: number;
  used_at: number | null;
  order_no: string | null;
  source: 'claim' | 'code' | 'send';
}

const FROM = 'customer_coupons w JOIN coupons c ON c.coupon_no = w.coupon_no';
const VALID_FROM = 'COALESCE(w.valid_from, c.start_at)';
const VALID_UNTIL = 'COALESCE(w.valid_until, c.end_at)';

const ISSUED_COLUMNS = `w.id, w.status AS w_status, w.claimed_at, w.used_at, w.order_no, w.source,
  c.coupon_no, c.name, c.coupon_type, c.threshold_cents, c.discount_cents, c.store_no, c.category_code,
  ${VALID_FROM} AS start_at, ${VALID_UNTIL} AS end_at, c.status, ${effectiveScope('c')} AS scope,
  ${couponRuleExtras('c')}`;

const toIssued = (r: IssuedRow): IssuedCoupon => {
  const facts = toCouponFacts(r);
  return {
    id: r.id,
    facts,
    status: r.w_status,
    validFrom: facts.startAt,
    validUntil: facts.endAt,
    scope: r.scope,
    claimedAt: Number(r.claimed_at),
    usedAt: r.used_at === null ? null : Number(r.used_at),
    orderNo: r.order_no,
    source: r.source,
  };
};

/** The tab queries' FROM: $2 is the clock, typed once here because not every tab's condition reads it. */
const FROM_AT = `${FROM} CROSS JOIN (SELECT $2::bigint AS now) clock`;

/** Each tab's condition. A disabled template's unused coupons count as expired. */
const TAB_WHERE: Record<MyCouponTab, string> = {
  usable: `w.status = 'unused' AND c.status = 1 AND ${VALID_UNTIL} > clock.now`,
  used: `w.status = 'used'`,
  expired: `w.status = 'unused' AND (c.status <> 1 OR ${VALID_UNTIL} <= clock.now)`,
};
/** Usable: soonest to end first (use it before it goes); used: latest first; expired: latest first. */
const TAB_ORDER: Record<MyCouponTab, string> = {
  usable: `${VALID_UNTIL} ASC, w.id`,
  used: 'w.used_at DESC NULLS LAST, w.id DESC',
  expired: `${VALID_UNTIL} DESC, w.id DESC`,
};

/** One page of one customer's coupons in a tab, and the tab's total. Only ever this customer's rows. */
export async function listMyCoupons(
  db: Queryable,
  q: { customerId: number; tab: MyCouponTab; now: number; limit: number; offset: number },
): Promise<{ list: IssuedCoupon[]; total: number }> {
  const rows = await db.query<IssuedRow>(
    `SELECT ${ISSUED_COLUMNS} FROM ${FROM_AT} WHERE w.customer_id = $1 AND ${TAB_WHERE[q.tab]}
      ORDER BY ${TAB_ORDER[q.tab]} LIMIT $3 OFFSET $4`,
    [q.customerId, q.now, q.limit, q.offset],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${FROM_AT} WHERE w.customer_id = $1 AND ${TAB_WHERE[q.tab]}`,
    [q.customerId, q.now],
  );
  return { list: rows.map(toIssued), total: Number(count?.n ?? 0) };
}

/** Counts per tab and the usable ones ending within soonMs. */
export async function countMyCoupons(
  db: Queryable,
  customerId: number,
  now: number,
  soonMs: number,
): Promise<{ usable: number; used: number; expired: number; expiringSoon: number }> {
  const [r] = await db.query<{ usable: number; used: number; expired: number; soon: number }>(
    `SELECT count(*) FILTER (WHERE ${TAB_WHERE.usable})::int AS usable,
            count(*) FILTER (WHERE ${TAB_WHERE.used})::int AS used,
            count(*) FILTER (WHERE ${TAB_WHERE.expired})::int AS expired,
            count(*) FILTER (WHERE ${TAB_WHERE.usable} AND ${VALID_UNTIL} <= $3)::int AS soon
       FROM ${FROM_AT} WHERE w.customer_id = $1`,
    [customerId, now, now + soonMs],
  );
  return {
    usable: Number(r?.usable ?? 0),
    used: Number(r?.used ?? 0),
    expired: Number(r?.expired ?? 0),
    expiringSoon: Number(r?.soon ?? 0),
  };
}

/** One issued coupon of this customer (another customer's id is simply absent). */
export async function findMyCoupon(
  db: Queryable,
  customerId: number,
  id: number,
): Promise<IssuedCoupon | undefined> {
  const [row] = await db.query<IssuedRow>(
    `SELECT ${ISSUED_COLUMNS} FROM ${FROM} WHERE w.customer_id = $1 AND w.id = $2`,
    [customerId, id],
  );
  return row ? toIssued(row) : undefined;
}

/** The customer's issued coupons of these templates (for the state labels), keyed by coupon number. */
export async function issuedOf(
  db: Queryable,
  customerId: number,
  couponNos: readonly string[],
): Promise<Map<string, IssuedFacts[]>> {
  const out = new Map<string, IssuedFacts[]>();
  if (couponNos.length === 0) return out;
  const rows = await db.query<{ coupon_no: string; status: 'unused' | 'used'; f: number; u: number }>(
    `SELECT w.coupon_no, w.status, ${VALID_FROM} AS f, ${VALID_UNTIL} AS u FROM ${FROM}
      WHERE w.customer_id = $1 AND w.coupon_no = ANY($2::text[])`,
    [customerId, couponNos],
  );
  for (const r of rows) {
    const list = out.get(r.coupon_no) ?? [];
    list.push({ status: r.status, validFrom: Number(r.f), validUntil: Number(r.u) });
    out.set(r.coupon_no, list);
  }
  return out;
}

/** Coupon numbers listed in the center for these scopes, biggest face value first, and how many. */
export async function centerCouponNos(
  db: Queryable,
  q: { scopes: readonly string[]; now: number; limit: number; offset: number },
): Promise<{ couponNos: string[]; total: number }> {
  // Ended templates leave the center; ones whose claim window has not opened yet stay (label 5).
  const where = `in_center AND status = 1 AND ${effectiveScope('coupons')} = ANY($1::text[])
    AND COALESCE(claim_end_at, end_at) > $2`;
  const rows = await db.query<{ coupon_no: string }>(
    `SELECT coupon_no FROM coupons WHERE ${where} ORDER BY discount_cents DESC, coupon_no LIMIT $3 OFFSET $4`,
    [q.scopes, q.now, q.limit, q.offset],
  );
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM coupons WHERE ${where}`, [
    q.scopes,
    q.now,
  ]);
  return { couponNos: rows.map((r) => r.coupon_no), total: Number(count?.n ?? 0) };
}

/** Center coupons per scope (the tab counts). */
export async function centerCountsByScope(db: Queryable, now: number): Promise<Map<string, number>> {
  const rows = await db.query<{ scope: string; n: number }>(
    `SELECT ${effectiveScope('coupons')} AS scope, count(*)::int AS n FROM coupons
      WHERE in_center AND status = 1 AND COALESCE(claim_end_at, end_at) > $1 GROUP BY 1`,
    [now],
  );
  return new Map(rows.map((r) => [r.scope, Number(r.n)]));
}

// ---- Redemption codes ----

export async function insertPlainCodes(
  tx: Queryable,
  couponNo: string,
  codes: readonly string[],
  now: number,
): Promise<string[]> {
  const rows = await tx.query<{ code: string }>(
    `INSERT INTO coupon_codes (code, coupon_no, created_at) SELECT unnest($1::text[]), $2, $3
     ON CONFLICT (code) DO NOTHING RETURNING code`,
    [codes, couponNo, now],
  );
  return rows.map((r) => r.code);
}

/**
 * Locks this customer's attempt row (made on first use): attempts of one customer run one after another,
 * so the failure count each one reads includes every earlier one.
 */
export async function lockCodeAttempts(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('INSERT INTO coupon_code_throttle (customer_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    customerId,
  ]);
  await tx.query('SELECT customer_id FROM coupon_code_throttle WHERE customer_id = $1 FOR UPDATE', [
    customerId,
  ]);
}

/** Times of this customer's wrong codes since `since`, oldest first. */
export async function codeFailuresSince(tx: Queryable, customerId: number, since: number): Promise<number[]> {
  const rows = await tx.query<{ at: number }>(
    'SELECT at FROM coupon_code_failures WHERE customer_id = $1 AND at > $2 ORDER BY at',
    [customerId, since],
  );
  return rows.map((r) => Number(r.at));
}

export async function recordCodeFailure(tx: Queryable, customerId: number, now: number): Promise<void> {
  await tx.query('INSERT INTO coupon_code_failures (customer_id, at) VALUES ($1, $2)', [customerId, now]);
}

/** The code row, locked: two redemptions of one code run one after another. */
export async function findPlainCode(
  tx: Queryable,
  code: string,
): Promise<{ couponNo: string; customerId: number | null; customerCouponId: number | null } | undefined> {
  const [row] = await tx.query<{
    coupon_no: string;
    customer_id: number | null;
    customer_coupon_id: number | null;
  }>('SELECT coupon_no, customer_id, customer_coupon_id FROM coupon_codes WHERE code = $1 FOR UPDATE', [
    code,
  ]);
  return row
    ? { couponNo: row.coupon_no, customerId: row.customer_id, customerCouponId: row.customer_coupon_id }
    : undefined;
}

/** Spends the code; false when somebody already did (the condition is the last word, lock or not). */
export async function markPlainCodeUsed(
  tx: Queryable,
  r: { code: string; customerId: number; customerCouponId: number; now: number },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coupon_codes SET customer_id = $2, customer_coupon_id = $3, redeemed_at = $4
      WHERE code = $1 AND customer_id IS NULL RETURNING code`,
    [r.code, r.customerId, r.customerCouponId, r.now],
  );
  return rows.length > 0;
}

// ---- Sends ----

export async function insertCampaign(
  tx: Queryable,
  c: { token: string; couponNo: string; now: number; endsAt: number | null },
): Promise<void> {
  await tx.query(
    'INSERT INTO coupon_campaigns (token, coupon_no, created_at, ends_at) VALUES ($1, $2, $3, $4)',
    [c.token, c.couponNo, c.now, c.endsAt],
  );
}

export async function findCampaign(
  db: Queryable,
  token: string,
): Promise<{ couponNo: string; endsAt: number | null } | undefined> {
  const [row] = await db.query<{ coupon_no: string; ends_at: number | null }>(
    'SELECT coupon_no, ends_at FROM coupon_campaigns WHERE token = $1',
    [token],
  );
  return row
    ? { couponNo: row.coupon_no, endsAt: row.ends_at === null ? null : Number(row.ends_at) }
    : undefined;
}

/** Customers of this send who already got it: customer id → their issued coupon id. */
export async function sentTo(
  tx: Queryable,
  sendKey: string,
  customerIds: readonly number[],
): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await tx.query<{ customer_id: number; customer_coupon_id: number }>(
    'SELECT customer_id, customer_coupon_id FROM coupon_sends WHERE send_key = $1 AND customer_id = ANY($2::int[])',
    [sendKey, customerIds],
  );
  return new Map(rows.map((r) => [r.customer_id, r.customer_coupon_id]));
}

export async function insertSend(
  tx: Queryable,
  r: { sendKey: string; customerId: number; customerCouponId: number; now: number },
): Promise<void> {
  await tx.query(
    'INSERT INTO coupon_sends (send_key, customer_id, customer_coupon_id, created_at) VALUES ($1, $2, $3, $4)',
    [r.sendKey, r.customerId, r.customerCouponId, r.now],
  );
}

/** Customer ids by customer number; unknown numbers are absent. */
export async function customerIdsByNo(
  db: Queryable,
  customerNos: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; customer_no: string }>(
    'SELECT id, customer_no FROM customers WHERE customer_no = ANY($1::text[])',
    [customerNos],
  );
  return new Map(rows.map((r) => [r.customer_no, r.id]));
}

/**
 * The coupon an order used comes back to its holder (unused; it shows as expired if its window has
 * passed meanwhile). For an order refunded in full after it shipped; a cancelled order's coupon comes
 * back through order-lifecycle's releaseOrders.
 */
export async function returnOrderCoupon(tx: Queryable, orderNo: string): Promise<void> {
  await tx.query(
    `UPDATE customer_coupons SET status = 'unused', order_no = NULL, used_at = NULL
      WHERE order_no = $1 AND status = 'used'`,
    [orderNo],
  );
}

/** The categories of the goods on shelf a coupon covers, with how many SKUs each has (get-coupon-category). */
export const couponCategories = (q: Queryable, couponNo: string): Promise<CoveredCategory[]> =>
  coveredCategories(q, coveredByCoupon(couponNo));
