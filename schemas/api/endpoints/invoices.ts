/**
 * Electronic invoices of a paid order's store parts (schemas/api/invoices.ts), under /api/order:
 * the one declaration of each JSON endpoint (ADR 0063). The PDF (not JSON, reached by a token link) stays
 * hand-written in server/routes/order/invoices.ts and server/openapi/operations/invoices.ts.
 */
import { endpoint } from '../endpoint';
import {
  invoicePartSchema,
  invoiceSchema,
  invoiceSummaryQuerySchema,
  invoiceSummarySchema,
  invoiceTitlesSchema,
  invoiceViewQuerySchema,
  makeInvoiceRequestSchema,
  reissueInvoiceRequestSchema,
} from '../invoices';

const ORDER = '/api/order';

export const invoiceMake = endpoint({
  method: 'post',
  path: `${ORDER}/make-invoice`,
  auth: 'shopper',
  body: makeInvoiceRequestSchema,
  result: invoiceSchema,
});

export const invoiceReissue = endpoint({
  method: 'post',
  path: `${ORDER}/reissue-invoice`,
  auth: 'shopper',
  body: reissueInvoiceRequestSchema,
  result: invoiceSchema,
});

export const invoiceView = endpoint({
  method: 'get',
  path: `${ORDER}/invoice-view`,
  auth: 'shopper',
  query: invoiceViewQuerySchema,
  result: invoicePartSchema,
});

export const invoiceSummary = endpoint({
  method: 'get',
  path: `${ORDER}/invoice-summary`,
  auth: 'shopper',
  query: invoiceSummaryQuerySchema,
  result: invoiceSummarySchema,
});

export const invoiceTitles = endpoint({
  method: 'get',
  path: `${ORDER}/invoice-titles`,
  auth: 'shopper',
  result: invoiceTitlesSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const invoiceEndpoints = {
  make: invoiceMake,
  reissue: invoiceReissue,
  view: invoiceView,
  summary: invoiceSummary,
  titles: invoiceTitles,
};
