import type { NextStep, PayResult, PayStatus } from '../../schemas/api/payment';
import { newSecret } from '../auth/secrets';
import type { Db } from '../db/db';
import { refuseTransition } from '../domain/order-machine';
import { findOrderRow, statusOf } from './order-read';

type SettleAction = 'pay' | 'fail' | 'cancel';

/** Opens a cashier visit for an unpaid order; older open visits are voided so only one can pay. */
export async function openPayment(
  db: Db,
  customerId: number,
  orderNo: string,
  returnUrl: string,
  now: number,
): Promise<{ payToken: string; payableCents: number; payDeadline: number }> {
  return db.transaction(async (tx) => {
    const order = await findOrderRow(tx, customerId, orderNo, { forUpdate: true });
    const status = statusOf(order);
    if (status !== 'awaiting_payment') {
      const hint = status === 'cancelled' ? 'a cancelled order cannot be paid' : 'it is already paid';
      throw refuseTransition('pay', status, hint);
    }
    await tx.query(
      "UPDATE payments SET status = 'void', note = 'replaced by a newer cashier visit' WHERE order_no = $1 AND status = 'pending'",
      [orderNo],
    );
    const payToken = newSecret(18);
    await tx.query(
      `INSERT INTO payments (pay_token, order_no, customer_id, amount_cents, status, return_url, created_at)
       VALUES ($1, $2, $3, $4, 'pending', $5, $6)`,
      [payToken, orderNo, customerId, order.payable_cents, returnUrl, now],
    );
    return { payToken, payableCents: order.payable_cents, payDeadline: Number(order.pay_deadline) };
  });
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

function nextSteps(status: PayResult['orderStatus'], payStatus: PayStatus): NextStep[] {
  if (status === 'awaiting_payment') {
    return [
      { kind: 'retryPay', label: payStatus === 'pending' ? 'Pay now' : 'Pay again' },
      { kind: 'viewOrder', label: 'View order' },
    ];
  }
  if (status === 'cancelled') {
    return [
      { kind: 'orderList', label: 'My orders' },
      { kind: 'continueShopping', label: 'Continue shopping' },
    ];
  }
  return [
    { kind: 'viewOrder', label: 'View order' },
    { kind: 'continueShopping', label: 'Continue shopping' },
  ];
}

/** What the result page shows: the order's state and the outcome of the latest cashier visit. */
export async function payResultOf(db: Db, customerId: number, orderNo: string): Promise<PayResult> {
  const order = await findOrderRow(db, customerId, orderNo);
  const orderStatus = statusOf(order);
  const attempts = await db.query<{ status: PaymentView['status'] }>(
    "SELECT status FROM payments WHERE order_no = $1 AND status <> 'void' ORDER BY created_at DESC, pay_token",
    [orderNo],
  );
  const paid = order.paid_at !== null;
  const last = attempts[0]?.status;
  const payStatus: PayStatus = paid
    ? 'success'
    : last === 'failed' || last === 'cancelled'
      ? last
      : 'pending';
  return {
    orderNo,
    payStatus,
    orderStatus,
    payableCents: order.payable_cents,
    paidCents: paid ? order.payable_cents : 0,
    paidAt: order.paid_at === null ? null : Number(order.paid_at),
    payDeadline: Number(order.pay_deadline),
    canRetry: orderStatus === 'awaiting_payment',
    attempts: attempts.length,
    nextSteps: nextSteps(orderStatus, payStatus),
  };
}
