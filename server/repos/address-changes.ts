import type { Queryable } from '../db/db';

/**
 * Replaces an order's receiver snapshot and keeps the one it replaced. Only while the order has not
 * shipped (the WHERE re-checks it under the caller's row lock): false when it moved on meanwhile.
 */
export async function replaceOrderAddress(
  tx: Queryable,
  c: { orderNo: string; previous: string; next: string; now: number },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE orders SET address = $2 WHERE order_no = $1 AND status IN ('awaiting_payment', 'paid')
      RETURNING order_no`,
    [c.orderNo, c.next],
  );
  if (rows.length === 0) return false;
  await tx.query(
    `INSERT INTO order_address_changes (order_no, previous_address, new_address, changed_at)
     VALUES ($1, $2, $3, $4)`,
    [c.orderNo, c.previous, c.next, c.now],
  );
  return true;
}

/** How often the receiver of an order was changed (the order detail does not show it; tests and support do). */
export async function addressChangeCount(db: Queryable, orderNo: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM order_address_changes WHERE order_no = $1',
    [orderNo],
  );
  return row?.n ?? 0;
}
