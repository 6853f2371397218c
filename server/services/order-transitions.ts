import type { OrderDetail } from '../../schemas/api/order';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { timesOf } from '../domain/after-sales';
import { REMOVABLE, refuseTransition } from '../domain/order-machine';
import { orderTimersOf } from '../domain/order-timers';
import type { Outcome } from '../domain/refusal';
import { hasClaimingApplications } from '../repos/after-sales';
import {
  hideOrder,
  insertRefund,
  markCancelled,
  markReceived,
  releaseOrders,
} from '../repos/order-lifecycle';
import { statusOf } from '../repos/order-read';
import { notifyRefunded } from './message-events';
import { applyDueTransitions, orderDetail, ownOrder } from './orders';
import { refuse, settle } from './outcome';

/**
 * One customer transition: due timed transitions first (an unpaid order past its deadline is already
 * cancelled, not cancellable again), then the change in a transaction with the order row locked, then the
 * order detail after it.
 */
async function transition(
  deps: AppDeps,
  customerId: number,
  orderNo: string,
  change: (tx: Queryable, now: number) => Promise<void>,
): Promise<Outcome<OrderDetail>> {
  const now = await applyDueTransitions(deps, customerId);
  const done = await settle(() => deps.db.transaction((tx) => change(tx, now)));
  const view = { now, times: timesOf(deps.config.shopping), timers: orderTimersOf(deps.config.shopping) };
  return done.ok ? { ok: true, value: await orderDetail(deps.db, customerId, orderNo, view) } : done;
}

/** awaiting_payment → cancelled by the customer; stock, coupon and open cashier visits are released. */
export function cancelUnpaid(deps: AppDeps, customerId: number, orderNo: string, reason: string) {
  return transition(deps, customerId, orderNo, async (tx, now) => {
    const status = statusOf(await ownOrder(tx, customerId, orderNo, { forUpdate: true }));
    if (status === 'paid')
      refuse(refuseTransition('cancel', status, 'use apply-cancel-transaction for a refund'));
    if (status !== 'awaiting_payment') refuse(refuseTransition('cancel', status));
    await markCancelled(tx, orderNo, 'user', reason, now);
    await releaseOrders(tx, [orderNo]);
  });
}

/** paid (not yet shipped) → cancelled with a refund record; stock and coupon come back. */
export function refundPaid(deps: AppDeps, customerId: number, orderNo: string, reason: string) {
  return transition(deps, customerId, orderNo, async (tx, now) => {
    const row = await ownOrder(tx, customerId, orderNo, { forUpdate: true });
    const status = statusOf(row);
    if (status === 'awaiting_payment') refuse(refuseTransition('refund', status, 'cancel it instead'));
    if (status === 'shipped' || status === 'received' || status === 'completed') {
      refuse(refuseTransition('cancel', status, 'apply for after-sale instead'));
    }
    if (status !== 'paid') refuse(refuseTransition('cancel', status));
    // The whole payable would go back: not while after-sales applications hold (or refunded) part of it.
    if (await hasClaimingApplications(tx, orderNo)) refuse({ refusal: 'after_sale_open', orderNo });
    await markCancelled(tx, orderNo, 'refund', reason, now);
    await insertRefund(tx, { orderNo, amountCents: row.payable_cents, reason, now });
    await notifyRefunded(tx, { customerId, orderNo, amountCents: row.payable_cents, at: now });
    await releaseOrders(tx, [orderNo]);
  });
}

/** shipped → received. */
export function receiveOrder(deps: AppDeps, customerId: number, orderNo: string) {
  return transition(deps, customerId, orderNo, async (tx, now) => {
    const status = statusOf(await ownOrder(tx, customerId, orderNo, { forUpdate: true }));
    if (status !== 'shipped') {
      const hint =
        status === 'awaiting_payment'
          ? 'pay for it first'
          : status === 'paid'
            ? 'it has not shipped yet'
            : '';
      refuse(refuseTransition('confirm receipt', status, hint));
    }
    await markReceived(tx, orderNo, now);
  });
}

/** Hides a finished or cancelled order from the list; nothing else changes. */
export async function removeOrder(deps: AppDeps, customerId: number, orderNo: string) {
  await applyDueTransitions(deps, customerId);
  return settle(() =>
    deps.db.transaction(async (tx) => {
      const status = statusOf(await ownOrder(tx, customerId, orderNo, { forUpdate: true }));
      if (!REMOVABLE.includes(status)) {
        refuse(refuseTransition('remove', status, 'only finished or cancelled orders can be removed'));
      }
      await hideOrder(tx, orderNo);
      return { orderNo, removed: true as const };
    }),
  );
}
