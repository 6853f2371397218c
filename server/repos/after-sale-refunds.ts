import type { Queryable } from '../db/db';

/**
 * The money and goods side of a finished application: the refund against the order's payment, stock back,
 * and an order fully refunded before it shipped becoming cancelled. Called inside the transaction that
 * moved the application to 'refunded', with the order row locked.
 */

/** The cashier visit that paid the order (at most one succeeds: settlePayment's conditional UPDATE). */
export async function successfulPayment(
  tx: Queryable,
  orderNo: string,
): Promise<{ payToken: string; amountCents: number } | undefined> {
  const [row] = await tx.query<{ pay_token: string; amount_cents: number }>(
    "SELECT pay_token, amount_cents FROM payments WHERE order_no = $1 AND status = 'success' LIMIT 1",
    [orderNo],
  );
  return row ? { payToken: row.pay_token, amountCents: row.amount_cents } : undefined;
}

/** Everything refunded on the order so far: after-sales refunds plus a whole-order cancel refund. */
export async function refundedCentsOfOrder(tx: Queryable, orderNo: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT (COALESCE((SELECT SUM(amount_cents) FROM after_sale_refunds WHERE order_no = $1), 0)
           + COALESCE((SELECT SUM(amount_cents) FROM refunds WHERE order_no = $1), 0))::int AS n`,
    [orderNo],
  );
  return row?.n ?? 0;
}

/** Records the refund of one application; false when it was already paid (the key is the application). */
export async function insertAfterSaleRefund(
  tx: Queryable,
  r: {
    rmaNo: string;
    orderNo: string;
    payToken: string;
    customerId: number;
    amountCents: number;
    now: number;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO after_sale_refunds (rma_no, order_no, pay_token, customer_id, amount_cents, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (rma_no) DO NOTHING RETURNING rma_no`,
    [r.rmaNo, r.orderNo, r.payToken, r.customerId, r.amountCents, r.now],
  );
  return rows.length > 0;
}

export async function findAfterSaleRefund(
  db: Queryable,
  rmaNo: string,
): Promise<{ amountCents: number; refundedAt: number } | undefined> {
  const [row] = await db.query<{ amount_cents: number; created_at: number }>(
    'SELECT amount_cents, created_at FROM after_sale_refunds WHERE rma_no = $1',
    [rmaNo],
  );
  return row ? { amountCents: row.amount_cents, refundedAt: Number(row.created_at) } : undefined;
}

export async function restock(tx: Queryable, skuNo: string, quantity: number): Promise<void> {
  await tx.query('UPDATE skus SET stock = stock + $2, version = version + 1 WHERE sku_no = $1', [
    skuNo,
    quantity,
  ]);
}

/** Units of the order not covered by a refunded application. */
export async function unrefundedUnits(tx: Queryable, orderNo: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT (COALESCE((SELECT SUM(quantity) FROM order_items WHERE order_no = $1), 0)
           - COALESCE((SELECT SUM(quantity) FROM after_sales WHERE order_no = $1 AND state = 'refunded'), 0))::int AS n`,
    [orderNo],
  );
  return row?.n ?? 0;
}

/**
 * A paid order whose every unit was refunded before shipping has nothing left to ship: it is cancelled
 * (kind 'refund') so the ship timer leaves it alone, and its coupon comes back. Stock already came back
 * per application. Conditional on 'paid', so it happens once.
 */
export async function cancelFullyRefunded(tx: Queryable, orderNo: string, now: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE orders SET status = 'cancelled', cancelled_at = $2, cancel_kind = 'refund',
            cancel_reason = 'refunded by after-sales'
      WHERE order_no = $1 AND status = 'paid' RETURNING order_no`,
    [orderNo, now],
  );
  if (rows.length === 0) return false;
  await tx.query(
    `UPDATE customer_coupons SET status = 'unused', order_no = NULL, used_at = NULL WHERE order_no = $1`,
    [orderNo],
  );
  return true;
}
