/** The server's half of orders.ts (ADR 0063): each endpoint's summary, tag and headers for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { requiredUniqueCode } from '../headers';
import { orderEndpoints } from '../orders';

export const orderDocs: EndpointDocs<typeof orderEndpoints> = {
  confirmation: {
    summary: 'Confirmation of the cart’s or a buy-now selection; gives a confirmToken',
    tag: 'order',
  },
  confirmationUpdate: {
    summary: 'Change the quantity of a confirmed item; the confirmation priced again',
    tag: 'order',
  },
  coupons: { summary: 'Held coupons judged against a confirmation', tag: 'order' },
  recalculate: { summary: 'Amounts with another coupon or address', tag: 'order' },
  checkInventory: { summary: 'Whether every item of a confirmation is still in stock', tag: 'order' },
  create: {
    summary: 'Create the order (idempotent per uniqueCode header; the token is single use)',
    tag: 'order',
    headers: requiredUniqueCode,
  },
  cancelReasons: { summary: 'Reasons the cancel sheet offers', tag: 'order' },
  counts: { summary: 'How many orders wait in each state, and open after-sales (the Me page)', tag: 'order' },
  list: { summary: 'Orders of one tab, newest first', tag: 'order' },
  detail: { summary: 'One order', tag: 'order' },
  storeDetail: { summary: 'One store part of an order', tag: 'order' },
  cancel: { summary: 'Cancel an unpaid order', tag: 'order' },
  refundCancel: { summary: 'Cancel a paid order with a refund', tag: 'order' },
  receive: { summary: 'Confirm receipt of a shipped order', tag: 'order' },
  remove: { summary: 'Remove a finished order from the list', tag: 'order' },
  continuePayment: { summary: 'Open the bank cashier for an unpaid order', tag: 'order' },
  payResult: { summary: 'Outcome of the last cashier visit', tag: 'order' },
  commonPayResult: { summary: 'Outcome of the last cashier visit (common form)', tag: 'order' },
  logistics: { summary: 'Logistics progress of an order', tag: 'order' },
  packages: { summary: 'Packages of an order, one per store', tag: 'order' },
};

export const orderDocumented = documented(orderEndpoints, orderDocs);
