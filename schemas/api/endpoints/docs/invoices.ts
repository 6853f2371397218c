/** The server's half of invoices.ts (ADR 0063): each endpoint's summary and tag for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { invoiceEndpoints } from '../invoices';

export const invoiceDocs: EndpointDocs<typeof invoiceEndpoints> = {
  make: {
    summary:
      'Ask for the invoice of a store part of a paid order (personal or company title with a valid tax number, e-mail); the tax service issues it after a short delay',
    tag: 'order',
  },
  reissue: {
    summary:
      'Re-issue an issued invoice with a corrected title, once: the old one is red-lettered and a new one asked for',
    tag: 'order',
  },
  view: {
    summary:
      'A store part’s invoice (state, number, amount, title, PDF link) and whether one may be asked for',
    tag: 'order',
  },
  summary: { summary: 'The invoice state of each store part of an order (order screens)', tag: 'order' },
  titles: { summary: 'Invoice titles the caller used before, newest first', tag: 'order' },
};

export const invoiceDocumented = documented(invoiceEndpoints, invoiceDocs);
