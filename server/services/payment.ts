import type { NextStep, PayResult, PayStatus } from '../../schemas/api/payment';
import { newSecret } from '../auth/secrets';
import type { AppDeps } from '../config';
import { refuseTransition } from '../domain/order-machine';
import { statusOf } from '../repos/order-read';
import { insertPayment, paymentAttempts, voidPendingPayments } from '../repos/payments';
import { applyDueTransitions, ownOrder } from './orders';
import { refuse, settle } from './outcome';

/** Opens a cashier visit for an unpaid order; older open visits are voided so only one can pay. */
export async function openPayment(deps: AppDeps, customerId: number, orderNo: string, returnUrl: string) {
  const now = await applyDueTransitions(deps, customerId);
  return settle(() =>
    deps.db.transaction(async (tx) => {
      const order = await ownOrder(tx, customerId, orderNo, { forUpdate: true });
      const status = statusOf(order);
      if (status !== 'awaiting_payment') {
        const hint = status === 'cancelled' ? 'a cancelled order cannot be paid' : 'it is already paid';
        refuse(refuseTransition('pay', status, hint));
      }
      await voidPendingPayments(tx, orderNo, 'replaced by a newer cashier visit');
      const payToken = newSecret(18);
      await insertPayment(tx, {
        payToken,
        orderNo,
        customerId,
        amountCents: order.payable_cents,
        returnUrl,
        now,
      });
      return { payToken, payableCents: order.payable_cents, payDeadline: Number(order.pay_deadline) };
    }),
  );
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
export async function payResult(deps: AppDeps, customerId: number, orderNo: string) {
  await applyDueTransitions(deps, customerId);
  return settle(async (): Promise<PayResult> => {
    const order = await ownOrder(deps.db, customerId, orderNo);
    const orderStatus = statusOf(order);
    const attempts = await paymentAttempts(deps.db, orderNo);
    const paid = order.paid_at !== null;
    const last = attempts[0];
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
  });
}
