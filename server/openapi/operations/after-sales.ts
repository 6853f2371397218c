import {
  afterSaleDetailSchema,
  applyRmaRequestSchema,
  applyRmaResultSchema,
  applyTypedRmaRequestSchema,
  calculateRmaRequestSchema,
  calculateRmaResultSchema,
  returnLogisticsRequestSchema,
  rmaListRequestSchema,
  rmaListResultSchema,
  rmaNoQuerySchema,
  rmaNoRequestSchema,
  rmaRemoveResultSchema,
  storeSimListQuerySchema,
  storeSimListResultSchema,
  storeSimRejectRequestSchema,
  storeSimRmaRequestSchema,
  storeSimSweepResultSchema,
} from '../../../schemas/api/after-sales';
import { HeaderNames } from '../../../schemas/api/headers';
import { code } from '../../../schemas/api/primitives';
import type { Operation } from '../operation';

const uniqueCode = { [HeaderNames.uniqueCode]: code(128) };

const shopper = (
  method: Operation['method'],
  name: string,
  summary: string,
  parts: Pick<Operation, 'body' | 'query' | 'result' | 'headers'>,
): Operation => ({ method, path: `/api/order/${name}`, summary, tag: 'order', auth: 'user', ...parts });

const store = (
  method: Operation['method'],
  name: string,
  summary: string,
  parts: Pick<Operation, 'body' | 'query' | 'result'>,
): Operation => ({
  method,
  path: `/api/store-sim/after-sales${name}`,
  summary,
  tag: 'order',
  auth: 'operator',
  ...parts,
});

/** After-sales of order items (shopper) and the simulated store's side (operator). */
export const afterSaleOperations: Operation[] = [
  shopper('post', 'apply-rma-v2', 'Apply for after-sales on an order item (idempotent per uniqueCode)', {
    body: applyRmaRequestSchema,
    headers: uniqueCode,
    result: applyRmaResultSchema,
  }),
  shopper('post', 'apply-after-sale', 'Apply for a return and refund (after receipt, within the window)', {
    body: applyTypedRmaRequestSchema,
    headers: uniqueCode,
    result: applyRmaResultSchema,
  }),
  shopper('post', 'apply-only-refund', 'Apply for a refund only (paid, not yet received)', {
    body: applyTypedRmaRequestSchema,
    headers: uniqueCode,
    result: applyRmaResultSchema,
  }),
  shopper('post', 'calculate-rma-amount', 'What an application would refund, in cents', {
    body: calculateRmaRequestSchema,
    result: calculateRmaResultSchema,
  }),
  shopper('get', 'view-rma-v2', 'One application with its timeline', {
    query: rmaNoQuerySchema,
    result: afterSaleDetailSchema,
  }),
  shopper('post', 'order-rma-list', 'The caller’s applications, newest first', {
    body: rmaListRequestSchema,
    result: rmaListResultSchema,
  }),
  shopper('post', 'confirm-return-logistics', 'Courier and tracking number of the parcel sent back', {
    body: returnLogisticsRequestSchema,
    result: afterSaleDetailSchema,
  }),
  shopper('post', 'rma-cancel', 'Cancel an application the store has not finished', {
    body: rmaNoRequestSchema,
    result: afterSaleDetailSchema,
  }),
  shopper('post', 'rma-remove', 'Remove a rejected, cancelled or closed application from the list', {
    body: rmaNoRequestSchema,
    result: rmaRemoveResultSchema,
  }),
  store('get', '', 'Simulated store: applications, newest first', {
    query: storeSimListQuerySchema,
    result: storeSimListResultSchema,
  }),
  store('post', '/approve', 'Simulated store: approve (a refund-only application is refunded at once)', {
    body: storeSimRmaRequestSchema,
    result: afterSaleDetailSchema,
  }),
  store('post', '/reject', 'Simulated store: reject an application or a returned parcel, with a reason', {
    body: storeSimRejectRequestSchema,
    result: afterSaleDetailSchema,
  }),
  store('post', '/receive', 'Simulated store: the returned parcel arrived; refund and restock', {
    body: storeSimRmaRequestSchema,
    result: afterSaleDetailSchema,
  }),
  store('post', '/sweep', 'Simulated store: run the after-sales timers now', {
    result: storeSimSweepResultSchema,
  }),
];
