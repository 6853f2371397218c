import type { Queryable } from '../db/db';
import type { ShoppingConfig } from '../domain/shopping-config';
import { failExpiredTeams, releaseSeats } from './group-buy';
import { releaseLotteryClaims } from './lottery-claim';
import { releaseQualificationOrders } from './qualification';
import { releaseTradeIns } from './trade-in';

/**
 * Gives back what an order held: stock of its items, its coupon, and any cashier visit still open.
 * Runs in the same transaction as the status change that made the order cancelled, exactly once, because
 * that change is a conditional UPDATE only one caller can win.
 */
export async function releaseOrders(tx: Queryable, orderNos: readonly string[]): Promise<void> {
  if (orderNos.length === 0) return;
  await releaseSeats(tx, orderNos);
  await tx.query(
    `UPDATE skus k SET stock = k.stock + t.q, version = k.version + 1
       FROM (SELECT sku_no, SUM(quantity)::int AS q FROM order_items WHERE order_no = ANY($1::text[])
             GROUP BY sku_no) t
      WHERE k.sku_no = t.sku_no`,
    [orderNos],
  );
  // A cancelled lottery prize order gives the unit back to its winner (it never took shelf stock).
  await releaseLotteryClaims(tx, orderNos);
  // A cancelled qualification order puts its unit back into the hold for its winner until the deadline.
  await releaseQualificationOrders(tx, orderNos);
  // A trade-in estimate comes back to be used again while it is held.
  await releaseTradeIns(tx, orderNos);
  await tx.query(
    `UPDATE customer_coupons SET status = 'unused', order_no = NULL, used_at = NULL
      WHERE order_no = ANY($1::text[])`,
    [orderNos],
  );
  await tx.query(
    `UPDATE payments SET status = 'void', note = 'order cancelled' WHERE order_no = ANY($1::text[])
        AND status = 'pending'`,
    [orderNos],
  );
}

/**
 * Applies the timed transitions that are due: unpaid past the deadline → cancelled (stock back), paid past
 * the ship delay → shipped, shipped past the receive delay → received, received past the completion delay →
 * completed. The time recorded is when it became due, not when we noticed. Run in one transaction by services/order-sweep.ts (advanceOrders).
 */
export async function advanceDueOrders(
  tx: Queryable,
  now: number,
  cfg: ShoppingConfig,
  customerId: number | null,
): Promise<{ shipped: { orderNo: string; customerId: number; shippedAt: number }[] }> {
  // Group-buy teams past their window fail for everyone (not only this customer): refunds exactly once.
  await releaseOrders(tx, await failExpiredTeams(tx, now, 'group buy team not filled in time'));
  const expired = await tx.query<{ order_no: string }>(
    `UPDATE orders SET status = 'cancelled', cancelled_at = pay_deadline, cancel_kind = 'timeout',
            cancel_reason = 'not paid in time'
      WHERE status = 'awaiting_payment' AND pay_deadline <= $1 AND ($2::int IS NULL OR customer_id = $2)
      RETURNING order_no`,
    [now, customerId],
  );
  await releaseOrders(
    tx,
    expired.map((r) => r.order_no),
  );
  const shipped = await tx.query<{ order_no: string; customer_id: number; shipped_at: string }>(
    `UPDATE orders SET status = 'shipped',
            shipped_at = GREATEST(paid_at, COALESCE((SELECT t.ended_at FROM teams t WHERE t.team_id = orders.team_id), 0)) + $2
      WHERE status = 'paid' AND paid_at + $2 <= $1 AND ($3::int IS NULL OR customer_id = $3)
        AND (team_id IS NULL OR EXISTS (SELECT 1 FROM teams t WHERE t.team_id = orders.team_id
                                           AND t.status = 'succeeded' AND t.ended_at + $2 <= $1))
      RETURNING order_no, customer_id, shipped_at`,
    [now, cfg.autoShipMs, customerId],
  );
  // After the ship step, so an order whose delays all passed moves paid → shipped → received → completed.
  // Not while an after-sales application holds it (receive_paused_at); earlier pauses push the time out.
  await tx.query(
    `UPDATE orders SET status = 'received', received_at = shipped_at + $2 + receive_paused_ms
      WHERE status = 'shipped' AND receive_paused_at IS NULL AND shipped_at + $2 + receive_paused_ms <= $1
        AND ($3::int IS NULL OR customer_id = $3)`,
    [now, cfg.autoReceiveMs, customerId],
  );
  await tx.query(
    `UPDATE orders SET status = 'completed', completed_at = received_at + $2
      WHERE status = 'received' AND received_at + $2 <= $1 AND ($3::int IS NULL OR customer_id = $3)`,
    [now, cfg.autoCompleteMs, customerId],
  );
  // What shipped now, for the message center (services/order-sweep.ts writes their messages).
  return {
    shipped: shipped.map((r) => ({
      orderNo: r.order_no,
      customerId: r.customer_id,
      shippedAt: Number(r.shipped_at),
    })),
  };
}

/**
 * The cashier's pay: the order becomes paid only while it awaits payment and its deadline has not passed.
 * A conditional UPDATE, so two cashier visits can never both pay; false when this one did not.
 */
export async function markPaid(tx: Queryable, orderNo: string, now: number): Promise<boolean> {
  const paid = await tx.query(
    `UPDATE orders SET status = 'paid', paid_at = $2
      WHERE order_no = $1 AND status = 'awaiting_payment' AND pay_deadline > $2 RETURNING order_no`,
    [orderNo, now],
  );
  return paid.length > 0;
}

/** The customer's cancel (kind 'user') or refund (kind 'refund'); the caller releases what it held. */
export async function markCancelled(
  tx: Queryable,
  orderNo: string,
  kind: 'user' | 'refund',
  reason: string,
  now: number,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = 'cancelled', cancelled_at = $2, cancel_kind = $4, cancel_reason = $3
      WHERE order_no = $1`,
    [orderNo, now, reason, kind],
  );
}

export async function insertRefund(
  tx: Queryable,
  r: { orderNo: string; amountCents: number; reason: string; now: number },
): Promise<void> {
  await tx.query('INSERT INTO refunds (order_no, amount_cents, reason, created_at) VALUES ($1, $2, $3, $4)', [
    r.orderNo,
    r.amountCents,
    r.reason,
    r.now,
  ]);
}

export async function markReceived(tx: Queryable, orderNo: string, now: number): Promise<void> {
  await tx.query("UPDATE orders SET status = 'received', received_at = $2 WHERE order_no = $1", [
    orderNo,
    now,
  ]);
}

/** Hidden from the list; nothing else changes. */
export async function hideOrder(tx: Queryable, orderNo: string): Promise<void> {
  await tx.query('UPDATE orders SET hidden = true WHERE order_no = $1', [orderNo]);
}
