import * as z from 'zod';
import { applyNoSchema, invoicePdfQuerySchema } from '../../../schemas/api/invoices';
import type { Operation } from '../operation';

/**
 * The invoice PDF (schemas/api/invoices.ts): not JSON, so hand-written; the JSON endpoints are
 * declared in schemas/api/endpoints/invoices.ts.
 */
export const invoiceOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/order/invoice-pdf/{applyNo}',
    summary: 'The issued invoice as a PDF; the link (with its token) comes from the owner’s view',
    tag: 'order',
    auth: 'none',
    params: { applyNo: applyNoSchema },
    query: z.object({
      ...invoicePdfQuerySchema.shape,
      token: z.string().describe('the download token of the view’s pdfUrl'),
    }),
    produces: 'application/pdf',
  },
];
