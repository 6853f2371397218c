import * as z from 'zod';
import {
  applyNoSchema,
  invoicePartSchema,
  invoicePdfQuerySchema,
  invoiceSchema,
  invoiceSummaryQuerySchema,
  invoiceSummarySchema,
  invoiceTitlesSchema,
  invoiceViewQuerySchema,
  makeInvoiceRequestSchema,
  reissueInvoiceRequestSchema,
} from '../../../schemas/api/invoices';
import type { Operation } from '../operation';

const order = (
  method: Operation['method'],
  name: string,
  summary: string,
  parts: Omit<Operation, 'method' | 'path' | 'summary' | 'tag'>,
): Operation => ({ method, path: `/api/order/${name}`, summary, tag: 'order', ...parts });

/** Electronic invoices of a paid order's store parts (issue 12; schemas/api/invoices.ts). */
export const invoiceOperations: Operation[] = [
  order(
    'post',
    'make-invoice',
    'Ask for the invoice of a store part of a paid order (personal or company title with a valid tax number, e-mail); the tax service issues it after a short delay',
    { auth: 'user', body: makeInvoiceRequestSchema, result: invoiceSchema },
  ),
  order(
    'post',
    'reissue-invoice',
    'Re-issue an issued invoice with a corrected title, once: the old one is red-lettered and a new one asked for',
    { auth: 'user', body: reissueInvoiceRequestSchema, result: invoiceSchema },
  ),
  order(
    'get',
    'invoice-view',
    'A store part’s invoice (state, number, amount, title, PDF link) and whether one may be asked for',
    {
      auth: 'user',
      query: invoiceViewQuerySchema,
      result: invoicePartSchema,
    },
  ),
  order('get', 'invoice-summary', 'The invoice state of each store part of an order (order screens)', {
    auth: 'user',
    query: invoiceSummaryQuerySchema,
    result: invoiceSummarySchema,
  }),
  order('get', 'invoice-titles', 'Invoice titles the caller used before, newest first', {
    auth: 'user',
    result: invoiceTitlesSchema,
  }),
  order(
    'get',
    'invoice-pdf/{applyNo}',
    'The issued invoice as a PDF; the link (with its token) comes from the owner’s view',
    {
      auth: 'none',
      params: { applyNo: applyNoSchema },
      query: z.object({
        ...invoicePdfQuerySchema.shape,
        token: z.string().describe('the download token of the view’s pdfUrl'),
      }),
      produces: 'application/pdf',
    },
  ),
];
