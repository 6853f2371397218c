import type { PayStatus } from '../../schemas/api/payment';
import type { AppDeps } from '../config';
import { markPaid } from '../repos/order-lifecycle';
import { findPayment, lockPayment, type PaymentView, recordSettlement } from '../repos/payments';
import { advanceOrders } from './order-sweep';

export type CashierAction = 'pay' | 'fail' | 'cancel';

/** The cashier visit a pay token opens, or undefined for an unknown token. */
export const cashierVisit = (deps: AppDeps, payToken: string): Promise<PaymentView | undefined> =>
  findPayment(deps.db, payToken);

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
    const locked = await lockPayment(tx, payToken);
    if (!locked) return undefined;
    let payment = locked;
    if (payment.status === 'pending') {
      let status: PaymentView['status'] =
        action === 'pay' ? 'success' : action === 'fail' ? 'failed' : 'cancelled';
      let note: string | null = null;
      if (action === 'pay' && !(await markPaid(tx, payment.orderNo, now))) {
        status = 'failed';
        note = 'the order can no longer be paid';
      }
      await recordSettlement(tx, payToken, { status, note, now });
      payment = { ...payment, status, note };
    }
    const outcome =
      payment.status === 'success' ? 'success' : payment.status === 'cancelled' ? 'cancelled' : 'failed';
    return { payment, outcome };
  });
}
