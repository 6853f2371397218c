import type { AfterSaleActor } from '../../schemas/api/after-sales';
import type { Queryable } from '../db/db';
import { type AfterSaleEvent, FINAL_STATES, move, timesOf } from '../domain/after-sales';
import type { ShoppingConfig } from '../domain/shopping-config';
import {
  cancelFullyRefunded,
  insertAfterSaleRefund,
  refundedCentsOfOrder,
  restock,
  successfulPayment,
  unrefundedUnits,
} from '../repos/after-sale-refunds';
import {
  type ApplicationRow,
  findApplication,
  findOrderFacts,
  insertHistory,
  type MoveFields,
  updateState,
} from '../repos/after-sales';
import { returnOrderCoupon } from '../repos/coupon-center';
import { resumeAutoReceive } from '../repos/receive-pause';
import { notifyRefunded } from './message-events';
import { refuse } from './outcome';

export interface MoveRequest {
  rmaNo: string;
  event: AfterSaleEvent;
  actor: AfterSaleActor;
  /** Only this customer's application (shopper moves); absent for the store and the timer. */
  customerId?: number;
  /** The store's reason (reject) or the timeline note. */
  note?: string;
  courier?: string;
  trackingNo?: string;
}

/**
 * One move of one application, inside the caller's transaction: the order row is locked first (the one
 * lock order of every after-sales change), then the application row; the state machine decides, the
 * UPDATE is conditional on the state read, and a move into 'refunded' pays the refund in the same
 * transaction. So a shopper's cancel, the store's click and a timer can race: exactly one wins, and the
 * money goes back at most once (after_sale_refunds is keyed by the application as a last guard).
 */
export async function moveApplication(
  tx: Queryable,
  cfg: ShoppingConfig,
  req: MoveRequest,
  now: number,
): Promise<ApplicationRow> {
  const notFound = { refusal: 'after_sale_not_found', rmaNo: req.rmaNo } as const;
  const head = await findApplication(tx, req.rmaNo, { customerId: req.customerId });
  if (!head) refuse(notFound);
  const order = await findOrderFacts(tx, head.order_no, { forUpdate: true });
  const row = await findApplication(tx, req.rmaNo, { customerId: req.customerId, forUpdate: true });
  if (!order || !row) refuse(notFound);
  // The timers fire only when due, even if asked early (a sweep racing a store click that just moved it).
  if (req.event === 'auto_approve' && Number(row.approve_deadline) > now) {
    refuse({
      refusal: 'after_sale_transition_refused',
      rmaNo: row.rma_no,
      event: req.event,
      state: row.state,
    });
  }
  if (
    req.event === 'close_unshipped' &&
    (row.return_deadline === null || Number(row.return_deadline) > now)
  ) {
    refuse({
      refusal: 'after_sale_transition_refused',
      rmaNo: row.rma_no,
      event: req.event,
      state: row.state,
    });
  }
  const m = move(row.rma_no, row.kind, row.state, req.event, req.actor);
  if (!m.ok) refuse(m.refusal);

  const fields: MoveFields = {};
  switch (req.event) {
    case 'approve':
    case 'auto_approve':
      fields.approved_at = now;
      if (m.to === 'awaiting_return') fields.return_deadline = now + timesOf(cfg).returnShipMs;
      break;
    case 'reject':
      fields.reject_reason = req.note ?? '';
      fields.ended_at = now;
      break;
    case 'ship_back':
      fields.courier = req.courier ?? '';
      fields.tracking_no = req.trackingNo ?? '';
      fields.shipped_back_at = now;
      break;
    case 'receive':
      fields.received_at = now;
      break;
    case 'cancel':
    case 'close_unshipped':
      fields.ended_at = now;
      break;
  }
  if (m.to === 'refunded') {
    fields.refunded_at = now;
    fields.ended_at = now;
  }
  if (!(await updateState(tx, row.rma_no, row.state, m.to, fields, now))) {
    refuse({
      refusal: 'after_sale_transition_refused',
      rmaNo: row.rma_no,
      event: req.event,
      state: row.state,
    });
  }
  // A refund-only approval passes through 'approved' on the timeline before the money goes back.
  const note = req.note ?? (req.courier ? `${req.courier} ${req.trackingNo ?? ''}`.trim() : '');
  await insertHistory(tx, { rmaNo: row.rma_no, from: row.state, to: m.to, actor: req.actor, note, at: now });
  if (m.to === 'refunded') await payRefund(tx, row, order.status, now);
  // The last open application of the order ended: its auto-receive goes on with the time it had left.
  if (FINAL_STATES.includes(m.to)) await resumeAutoReceive(tx, row.order_no, now);
  return (await findApplication(tx, row.rma_no)) ?? row;
}

/**
 * The refund of an application: against the order's successful payment, never above what the order paid
 * in total (with any earlier refunds), once per application. Stock comes back for a received return and
 * for a refund before the order shipped (the goods never left); an order with every unit refunded before
 * shipping is cancelled so it does not ship.
 */
async function payRefund(
  tx: Queryable,
  row: ApplicationRow,
  orderStatus: string,
  now: number,
): Promise<void> {
  const payment = await successfulPayment(tx, row.order_no);
  // A paid order always has its successful payment; without it there is nothing to refund against.
  if (!payment) throw new Error(`order ${row.order_no} has no successful payment to refund`);
  const already = await refundedCentsOfOrder(tx, row.order_no);
  if (already + row.amount_cents > payment.amountCents) {
    refuse({ refusal: 'refund_exceeds_paid', orderNo: row.order_no, paidCents: payment.amountCents });
  }
  const paid = await insertAfterSaleRefund(tx, {
    rmaNo: row.rma_no,
    orderNo: row.order_no,
    payToken: payment.payToken,
    customerId: row.customer_id,
    amountCents: row.amount_cents,
    now,
  });
  if (!paid) return;
  await notifyRefunded(tx, {
    customerId: row.customer_id,
    orderNo: row.order_no,
    rmaNo: row.rma_no,
    amountCents: row.amount_cents,
    at: now,
  });
  if (row.kind === 'return_refund' || orderStatus === 'paid') await restock(tx, row.sku_no, row.quantity);
  if ((await unrefundedUnits(tx, row.order_no)) === 0) {
    // Every unit refunded: before shipping the order is cancelled (its coupon comes back with it); after
    // shipping it stays as it is, but its coupon still comes back.
    if (orderStatus === 'paid') await cancelFullyRefunded(tx, row.order_no, now);
    else await returnOrderCoupon(tx, row.order_no);
  }
}
