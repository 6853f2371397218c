import type { Db, Queryable } from '../db/db';
import { REMOVABLE, refuseTransition } from '../domain/order-machine';
import type { ShoppingConfig } from '../domain/shopping-config';
import { findOrderRow, statusOf } from './order-read';

/**
 * Gives back what an order held: stock of its items, its coupon, and any cashier visit still open.
 * Runs in the same transaction as the status change that made the order cancelled, exactly once, because
 * that change is a conditional UPDATE only one caller can win.
 */
export async function releaseOrders(tx: Queryable, orderNos: readonly string[]): Promise<void> {
  if (orderNos.length === 0) return;
  await tx.query(
    `UPDATE skus k SET stock = k.stock + t.q, version = k.version + 1
       FROM (SELECT sku_no, SUM(quantity)::int AS q FROM order_items WHERE order_no = ANY($1::text[])
             GROUP BY sku_no) t
      WHERE k.sku_no = t.sku_no`,
    [orderNos],
  );
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
 * the ship delay → shipped, received past the completion delay → completed. The time recorded is when
 * it became due, not when we noticed. Called lazily before order reads (one customer) and by the sweep (all).
 */
export async function advanceOrders(
  db: Db,
  now: number,
  cfg: ShoppingConfig,
  customerId: number | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
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
    await tx.query(
      `UPDATE orders SET status = 'shipped', shipped_at = paid_at + $2
        WHERE status = 'paid' AND paid_at + $2 <= $1 AND ($3::int IS NULL OR customer_id = $3)`,
      [now, cfg.autoShipMs, customerId],
    );
    await tx.query(
      `UPDATE orders SET status = 'completed', completed_at = received_at + $2
        WHERE status = 'received' AND received_at + $2 <= $1 AND ($3::int IS NULL OR customer_id = $3)`,
      [now, cfg.autoCompleteMs, customerId],
    );
  });
}

/** awaiting_payment → cancelled by the customer; stock, coupon and open cashier visits are released. */
export async function cancelUnpaid(db: Db, customerId: number, orderNo: string, reason: string, now: number) {
  await db.transaction(async (tx) => {
    const row = await findOrderRow(tx, customerId, orderNo, { forUpdate: true });
    const status = statusOf(row);
    if (status === 'paid')
      throw refuseTransition('cancel', status, 'use apply-cancel-transaction for a refund');
    if (status !== 'awaiting_payment') throw refuseTransition('cancel', status);
    await tx.query(
      `UPDATE orders SET status = 'cancelled', cancelled_at = $2, cancel_kind = 'user', cancel_reason = $3
        WHERE order_no = $1`,
      [orderNo, now, reason],
    );
    await releaseOrders(tx, [orderNo]);
  });
}

/** paid (not yet shipped) → cancelled with a refund record; stock and coupon come back. */
export async function refundPaid(db: Db, customerId: number, orderNo: string, reason: string, now: number) {
  await db.transaction(async (tx) => {
    const row = await findOrderRow(tx, customerId, orderNo, { forUpdate: true });
    const status = statusOf(row);
    if (status === 'awaiting_payment') throw refuseTransition('refund', status, 'cancel it instead');
    if (status === 'shipped' || status === 'received' || status === 'completed') {
      throw refuseTransition('cancel', status, 'apply for after-sale instead');
    }
    if (status !== 'paid') throw refuseTransition('cancel', status);
    await tx.query(
      `UPDATE orders SET status = 'cancelled', cancelled_at = $2, cancel_kind = 'refund', cancel_reason = $3
        WHERE order_no = $1`,
      [orderNo, now, reason],
    );
    await tx.query(
      'INSERT INTO refunds (order_no, amount_cents, reason, created_at) VALUES ($1, $2, $3, $4)',
      [orderNo, row.payable_cents, reason, now],
    );
    await releaseOrders(tx, [orderNo]);
  });
}

/** shipped → received. */
export async function receiveOrder(db: Db, customerId: number, orderNo: string, now: number) {
  await db.transaction(async (tx) => {
    const status = statusOf(await findOrderRow(tx, customerId, orderNo, { forUpdate: true }));
    if (status !== 'shipped') {
      const hint =
        status === 'awaiting_payment'
          ? 'pay for it first'
          : status === 'paid'
            ? 'it has not shipped yet'
            : '';
      throw refuseTransition('confirm receipt', status, hint);
    }
    await tx.query("UPDATE orders SET status = 'received', received_at = $2 WHERE order_no = $1", [
      orderNo,
      now,
    ]);
  });
}

/** Hides a finished or cancelled order from the list; nothing else changes. */
export async function removeOrder(db: Db, customerId: number, orderNo: string) {
  await db.transaction(async (tx) => {
    const status = statusOf(await findOrderRow(tx, customerId, orderNo, { forUpdate: true }));
    if (!REMOVABLE.includes(status))
      throw refuseTransition('remove', status, 'only finished or cancelled orders can be removed');
    await tx.query('UPDATE orders SET hidden = true WHERE order_no = $1', [orderNo]);
  });
}
