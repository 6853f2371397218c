import type { Queryable } from '../db/db';

/**
 * The auto-receive pause: while an after-sales application of an order is open, the order is
 * not received by the timer; when the last one closes, the timer goes on with the time it had left.
 * orders.receive_paused_at is when the pause began (null: running), receive_paused_ms the pauses already
 * over. Both run in the application's own transaction, under the order row lock it takes first.
 */

/** An application opened: the order's auto-receive stops (no-op when it already stopped, or it is over). */
export async function pauseAutoReceive(tx: Queryable, orderNo: string, now: number): Promise<void> {
  await tx.query(
    `UPDATE orders SET receive_paused_at = $2
      WHERE order_no = $1 AND status IN ('paid', 'shipped') AND receive_paused_at IS NULL`,
    [orderNo, now],
  );
}

/**
 * An application closed: when none of the order's is open any more, the pause ends. Only time after the
 * order shipped counts (the receive timer starts at shipping), so a pause begun while it was still paid
 * adds just the part after shipping.
 */
export async function resumeAutoReceive(tx: Queryable, orderNo: string, now: number): Promise<void> {
  await tx.query(
    `UPDATE orders
        SET receive_paused_ms = receive_paused_ms + CASE WHEN shipped_at IS NULL THEN 0
              ELSE GREATEST(0, $2 - GREATEST(receive_paused_at, shipped_at)) END,
            receive_paused_at = NULL
      WHERE order_no = $1 AND receive_paused_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM after_sales a WHERE a.order_no = $1
                          AND a.state IN ('applied', 'awaiting_return', 'return_shipped'))`,
    [orderNo, now],
  );
}

export interface ReceivePause {
  pausedAt: number | null;
  pausedMs: number;
}

export async function findReceivePause(db: Queryable, orderNo: string): Promise<ReceivePause> {
  const [row] = await db.query<{
    receive_paused_at: string | number | null;
    receive_paused_ms: string | number;
  }>('SELECT receive_paused_at, receive_paused_ms FROM orders WHERE order_no = $1', [orderNo]);
  return {
    pausedAt: row?.receive_paused_at == null ? null : Number(row.receive_paused_at),
    pausedMs: Number(row?.receive_paused_ms ?? 0),
  };
}
