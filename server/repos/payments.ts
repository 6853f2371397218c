import type { PayStatus } from '../../schemas/api/payment';
import type { Db, Queryable } from '../db/db';

type SettleAction = 'pay' | 'fail' | 'cancel';

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

export async function findPayment(db: Db, payToken: string): Promise<PaymentView | undefined> {
  const [row] = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE pay_token = $1`, [
    payToken,
  ]);
  return row ? toView(row) : undefined;
}

/**
 * The cashier's button. A visit settles once: pressing again (or reloading the form post) answers with
 * the recorded outcome and charges nothing. Paying only succeeds while the order awaits payment and its
 * deadline has not passed; the order change is a conditional UPDATE, so two visits can never both pay.
 */
export async function settlePayment(
  db: Db,
  payToken: string,
  action: SettleAction,
  now: number,
): Promise<{ payment: PaymentView; outcome: Exclude<PayStatus, 'pending'> } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<PaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE pay_token = $1 FOR UPDATE`,
      [payToken],
    );
    if (!row) return undefined;
    if (row.status === 'pending') {
      let status: PaymentView['status'] =
        action === 'pay' ? 'success' : action === 'fail' ? 'failed' : 'cancelled';
      let note: string | null = null;
      if (action === 'pay') {
        const paid = await tx.query(
          `UPDATE orders SET status = 'paid', paid_at = $2
            WHERE order_no = $1 AND status = 'awaiting_payment' AND pay_deadline > $2 RETURNING order_no`,
          [row.order_no, now],
        );
        if (paid.length === 0) {
          status = 'failed';
          note = 'the order can no longer be paid';
        }
      }
      await tx.query('UPDATE payments SET status = $2, note = $3, settled_at = $4 WHERE pay_token = $1', [
        payToken,
        status,
        note,
        now,
      ]);
      row.status = status;
      row.note = note;
    }
    const outcome =
      row.status === 'success' ? 'success' : row.status === 'cancelled' ? 'cancelled' : 'failed';
    return { payment: toView(row), outcome };
  });
}

/** Statuses of the order's cashier visits that counted (not void), latest first. */
export async function paymentAttempts(db: Queryable, orderNo: string): Promise<PaymentView['status'][]> {
  const rows = await db.query<{ status: PaymentView['status'] }>(
    "SELECT status FROM payments WHERE order_no = $1 AND status <> 'void' ORDER BY created_at DESC, pay_token",
    [orderNo],
  );
  return rows.map((r) => r.status);
}
