/** The server's half of after-sales.ts (ADR 0063): each endpoint's summary, tag and headers for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { afterSaleEndpoints, storeSimEndpoints } from '../after-sales';
import { requiredUniqueCode } from '../headers';

export const afterSaleDocs: EndpointDocs<typeof afterSaleEndpoints> = {
  apply: {
    summary: 'Apply for after-sales on an order item (idempotent per uniqueCode)',
    tag: 'order',
    headers: requiredUniqueCode,
  },
  applyReturn: {
    summary: 'Apply for a return and refund (after receipt, within the window)',
    tag: 'order',
    headers: requiredUniqueCode,
  },
  applyRefund: {
    summary: 'Apply for a refund only (paid, not yet received)',
    tag: 'order',
    headers: requiredUniqueCode,
  },
  amount: { summary: 'What an application would refund, in cents', tag: 'order' },
  detail: { summary: 'One application with its timeline', tag: 'order' },
  list: { summary: 'The caller’s applications, newest first', tag: 'order' },
  returnParcel: { summary: 'Courier and tracking number of the parcel sent back', tag: 'order' },
  cancel: { summary: 'Cancel an application the store has not finished', tag: 'order' },
  remove: { summary: 'Remove a rejected, cancelled or closed application from the list', tag: 'order' },
};

export const storeSimDocs: EndpointDocs<typeof storeSimEndpoints> = {
  inbox: { summary: 'Simulated store: applications, newest first', tag: 'order' },
  approve: {
    summary: 'Simulated store: approve (a refund-only application is refunded at once)',
    tag: 'order',
  },
  reject: {
    summary: 'Simulated store: reject an application or a returned parcel, with a reason',
    tag: 'order',
  },
  receive: { summary: 'Simulated store: the returned parcel arrived; refund and restock', tag: 'order' },
  sweep: { summary: 'Simulated store: run the after-sales timers now', tag: 'order' },
};

export const afterSaleDocumented = documented(afterSaleEndpoints, afterSaleDocs);
export const storeSimDocumented = documented(storeSimEndpoints, storeSimDocs);
