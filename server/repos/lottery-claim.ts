import type { Queryable } from '../db/db';
import { NOT_QUALIFICATION } from './lottery';

/** SQL of prize claims: the winner's hold on one unit, the claim order, the lapse at the deadline. */
export interface ClaimRow {
  activity_no: string;
  title: string;
  code: string;
  customer_id: number;
  prize_no: string;
  prize_name: string;
  prize_image: string;
  price_cents: number;
  sku_no: string | null;
  claim_deadline: number;
  state: 'won' | 'ordered' | 'lapsed';
  order_no: string | null;
  order_status: string | null;
}

/**
 * The caller's win in this activity (none for a non-winner, and none in a qualification draw: those wins
 * are bought through /api/lottery/huawei); FOR UPDATE serialises their claim requests.
 */
export async function findClaim(db: Queryable, activityNo: string, customerId: number, lock = false) {
  const [row] = await db.query<ClaimRow>(
    `SELECT w.activity_no, a.title, w.code, w.customer_id, w.prize_no, p.name AS prize_name,
            p.image_url AS prize_image, p.price_cents, p.sku_no, a.claim_deadline::float8 AS claim_deadline,
            w.state, w.order_no, o.status AS order_status
       FROM lottery_winners w
       JOIN lottery_activities a ON a.activity_no = w.activity_no
       JOIN lottery_prizes p ON p.prize_no = w.prize_no
       LEFT JOIN orders o ON o.order_no = w.order_no
      WHERE w.activity_no = $1 AND w.customer_id = $2 AND ${NOT_QUALIFICATION}${lock ? ' FOR UPDATE OF w' : ''}`,
    [activityNo, customerId],
  );
  return row;
}

/** won → ordered, only from won: a second caller that read 'won' before the first committed changes nothing. */
export async function markOrdered(tx: Queryable, activityNo: string, customerId: number, orderNo: string) {
  const rows = await tx.query(
    `UPDATE lottery_winners SET state = 'ordered', order_no = $3
      WHERE activity_no = $1 AND customer_id = $2 AND state = 'won' RETURNING 1`,
    [activityNo, customerId, orderNo],
  );
  return rows.length > 0;
}

/**
 * Runs inside releaseOrders (repos/order-lifecycle.ts) when orders are cancelled: a cancelled claim order
 * gives the unit back to its winner (ordered → won; the lapse at the deadline still applies). The claim
 * order took no shelf stock (the unit is the prize's), so the shelf stock releaseOrders just gave back for
 * its item is taken again.
 */
export async function releaseLotteryClaims(tx: Queryable, orderNos: readonly string[]): Promise<void> {
  const back = await tx.query<{ order_no: string }>(
    `WITH w AS (SELECT order_no FROM lottery_winners WHERE order_no = ANY($1::text[]) AND state = 'ordered')
     UPDATE lottery_winners SET state = 'won', order_no = NULL FROM w
      WHERE lottery_winners.order_no = w.order_no RETURNING w.order_no`,
    [orderNos],
  );
  if (back.length === 0) return;
  await tx.query(
    `UPDATE skus k SET stock = k.stock - t.q, version = k.version + 1
       FROM (SELECT sku_no, SUM(quantity)::int AS q FROM order_items WHERE order_no = ANY($1::text[])
             GROUP BY sku_no) t
      WHERE k.sku_no = t.sku_no`,
    [back.map((r) => r.order_no)],
  );
}

/**
 * Winners still 'won' at their activity's claim deadline lapse, and each unit goes back to the prize's
 * inventory, in one statement per step inside one transaction: a second sweeper finds nothing left to lapse.
 */
export async function lapseUnclaimed(tx: Queryable, now: number) {
  const lapsed = await tx.query<{ prize_no: string }>(
    `UPDATE lottery_winners w SET state = 'lapsed', lapsed_at = a.claim_deadline
       FROM lottery_activities a
      WHERE a.activity_no = w.activity_no AND w.state = 'won' AND a.claim_deadline <= $1
        AND ${NOT_QUALIFICATION}
      RETURNING w.prize_no`,
    [now],
  );
  const perPrize = new Map<string, number>();
  for (const r of lapsed) perPrize.set(r.prize_no, (perPrize.get(r.prize_no) ?? 0) + 1);
  for (const [prizeNo, n] of perPrize)
    await tx.query('UPDATE lottery_prizes SET remaining = remaining + $2 WHERE prize_no = $1', [prizeNo, n]);
  return lapsed.length;
}

export async function setPrizeSku(tx: Queryable, prizeNo: string, skuNo: string) {
  await tx.query('UPDATE lottery_prizes SET sku_no = $2 WHERE prize_no = $1 AND sku_no IS NULL', [
    prizeNo,
    skuNo,
  ]);
}

export async function orderSummary(db: Queryable, orderNo: string) {
  const [row] = await db.query<{ order_no: string; payable_cents: number; pay_deadline: number }>(
    'SELECT order_no, payable_cents, pay_deadline::float8 AS pay_deadline FROM orders WHERE order_no = $1',
    [orderNo],
  );
  return row;
}
