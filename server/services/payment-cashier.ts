import type { PayKind } from '../../schemas/api/order';
import type { PayStatus } from '../../schemas/api/payment';
import type { AppDeps } from '../config';
import { orderPayKind } from '../repos/ecny';
import { lockTeamOfOrder, memberPaid } from '../repos/group-buy';
import { markPaid } from '../repos/order-lifecycle';
import { findPayment, lockPayment, type PaymentView, recordSettlement } from '../repos/payments';
import { notifyTeamFilled } from './message-events';
import { advanceOrders } from './order-sweep';

export type CashierAction = 'pay' | 'fail' | 'cancel';

/** The cashier visit a pay token opens with its order's payment kind, or undefined for an unknown token. */
export async function cashierVisit(
  deps: AppDeps,
  payToken: string,
): Promise<(PaymentView & { payKind: PayKind }) | undefined> {
  const payment = await findPayment(deps.db, payToken);
  if (!payment) return undefined;
  return { ...payment, payKind: (await orderPayKind(deps.db, payment.orderNo)) ?? '2' };
}

/**
 * The cashier's button. A visit settles once: pressing again (or reloading the form post) answers with
 * the recorded outcome and charges nothing. Paying only succeeds while the order awaits payment and its
 * deadline has not passed; the order change is a conditional UPDATE, so two visits can never both pay.
 * An unpaid order past its deadline is cancelled first, so paying it fails instead of reviving it.
 * Undefined for an unknown token.
 */
export async function settleCashierVisit(
  deps: AppDeps,
  payToken: string,
  action: CashierAction,
): Promise<{ payment: PaymentView; outcome: Exclude<PayStatus, 'pending'> } | undefined> {
  const { db, config } = deps;
  const known = await findPayment(db, payToken);
  if (!known) return undefined;
  const now = config.clock();
  await advanceOrders(db, now, config.shopping, known.customerId);
  return db.transaction(async (tx) => {
    // A group-buy order's team row first, as the team expiry takes it before the orders and their visits:
    // the same lock order, so the two never wait on each other.
    const team = await lockTeamOfOrder(tx, known.orderNo, now);
    const locked = await lockPayment(tx, payToken);
    if (!locked) return undefined;
    let payment = locked;
    if (payment.status === 'pending') {
      let status: PaymentView['status'] =
        action === 'pay' ? 'success' : action === 'fail' ? 'failed' : 'cancelled';
      let note: string | null = null;
      // A group-buy order pays only while its team is forming/open and its window lasts.
      if (action === 'pay' && (team?.payable === false || !(await markPaid(tx, payment.orderNo, now)))) {
        status = 'failed';
        note = 'the order can no longer be paid';
      } else if (action === 'pay' && team) {
        await memberPaid(tx, payment.orderNo, now);
        await notifyTeamFilled(tx, payment.orderNo); // the payment that fills the team tells every member
      }
      await recordSettlement(tx, payToken, { status, note, now });
      payment = { ...payment, status, note };
    }
    const outcome =
      payment.status === 'success' ? 'success' : payment.status === 'cancelled' ? 'cancelled' : 'failed';
    return { payment, outcome };
  });
}
