import type { Queryable } from '../db/db';

/** Open cashier visits of the order stop being payable (a newer visit, or the order was cancelled). */
export async function voidPendingPayments(tx: Queryable, orderNo: string, note: string): Promise<void> {
  await tx.query(
    "UPDATE payments SET status = 'void', note = $2 WHERE order_no = $1 AND status = 'pending'",
    [orderNo, note],
  );
}

export async function insertPayment(
  tx: Queryable,
  p: {
    payToken: string;
    orderNo: string;
    customerId: number;
    amountCents: number;
    returnUrl: string;
    now: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO payments (pay_token, order_no, customer_id, amount_cents, status, return_url, created_at)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6)`,
    [p.payToken, p.orderNo, p.customerId, p.amountCents, p.returnUrl, p.now],
  );
}

export interface PaymentView {
  payToken: string;
  orderNo: string;
  customerId: number;
  amountCents: number;
  status: 'pending' | 'success' | 'failed' | 'cancelled' | 'void';
  returnUrl: string;
  note: string | null;
}

interface PaymentRow {
  pay_token: string;
  order_no: string;
  customer_id: number;
  amount_cents: number;
  status: PaymentView['status'];
  return_url: string;
  note: string | null;
}

const toView = (p: PaymentRow): PaymentView => ({
  payToken: p.pay_token,
  orderNo: p.order_no,
  customerId: p.customer_id,
  amountCents: p.amount_cents,
  status: p.status,
  returnUrl: p.return_url,
  note: p.note,
});

const PAYMENT_COLUMNS = 'pay_token, order_no, customer_id, amount_cents, status, return_url, note';

export async function findPayment(db: Queryable, payToken: string): Promise<PaymentView | undefined> {
  const [row] = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE pay_token = $1`, [
    payToken,
  ]);
  return row ? toView(row) : undefined;
}

/** The visit behind a pay token, locked for the settling transaction (services/payment-cashier.ts). */
export async function lockPayment(tx: Queryable, payToken: string): Promise<PaymentView | undefined> {
  const [row] = await tx.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE pay_token = $1 FOR UPDATE`,
    [payToken],
  );
  return row ? toView(row) : undefined;
}

/** Records how a pending visit ended. */
export async function recordSettlement(
  tx: Queryable,
  payToken: string,
  s: { status: PaymentView['status']; note: string | null; now: number },
): Promise<void> {
  await tx.query('UPDATE payments SET status = $2, note = $3, settled_at = $4 WHERE pay_token = $1', [
    payToken,
    s.status,
    s.note,
    s.now,
  ]);
}

/** Statuses of the order's cashier visits that counted (not void), latest first. */
export async function paymentAttempts(db: Queryable, orderNo: string): Promise<PaymentView['status'][]> {
  const rows = await db.query<{ status: PaymentView['status'] }>(
    "SELECT status FROM payments WHERE order_no = $1 AND status <> 'void' ORDER BY created_at DESC, pay_token",
    [orderNo],
  );
  return rows.map((r) => r.status);
}
