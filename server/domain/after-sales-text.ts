import type { AfterSaleState, AfterSaleType } from '../../schemas/api/after-sales';
import type { AfterSaleEvent, Ineligible } from './after-sales';

/** Words of the after-sales refusal messages (server/http/refusals.ts), like STATUS_TEXT for orders. */

export const AFTER_SALE_TYPE_TEXT: Record<AfterSaleType, string> = {
  refund_only: 'a refund',
  return_refund: 'a return and refund',
};

export const AFTER_SALE_STATE_TEXT: Record<AfterSaleState, string> = {
  applied: 'waiting for the store',
  awaiting_return: 'waiting for the item to be sent back',
  return_shipped: 'waiting for the store to receive the return',
  refunded: 'refunded',
  rejected: 'rejected',
  cancelled: 'cancelled',
  closed: 'closed',
};

export const AFTER_SALE_EVENT_TEXT: Record<AfterSaleEvent | 'remove', string> = {
  approve: 'approve',
  auto_approve: 'approve',
  reject: 'reject',
  ship_back: 'enter the return shipment',
  receive: 'confirm receipt of the return',
  cancel: 'cancel',
  close_unshipped: 'close',
  remove: 'remove it (only rejected, cancelled or closed applications can be removed)',
};

export const INELIGIBLE_TEXT: Record<Ineligible, string> = {
  unpaid: 'the order is not paid yet',
  cancelled: 'the order is cancelled',
  not_shipped: 'the order has not shipped yet; apply for a refund instead',
  not_received: 'the order has not been received yet; apply for a refund instead',
  received: 'the order was received; apply for a return and refund instead',
  window_passed: 'the return window after receipt has passed',
};
