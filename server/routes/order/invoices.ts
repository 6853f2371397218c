import type { Hono } from 'hono';
import { invoiceDocumented } from '../../../schemas/api/endpoints/docs/invoices';
import { applyNoSchema, invoicePdfQuerySchema } from '../../../schemas/api/invoices';
import type { AppDeps } from '../../config';
import { parseQuery } from '../../http/body';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted, refusalError } from '../../http/refusals';
import type { AppEnv } from '../../http/types';
import { invoicePdfMessages } from '../../i18n/invoices';
import { textsFor } from '../../i18n/request-lang';
import {
  invoicePdfFile,
  invoiceSummary,
  invoiceTitles,
  invoiceView,
  makeInvoice,
  reissueInvoice,
} from '../../services/invoices';

/**
 * Mounted at /api/order: invoices of the caller's orders (schemas/api/invoices.ts), the handlers of
 * schemas/api/endpoints/invoices.ts: make-invoice, reissue-invoice, the view, the order screens' summary, the
 * titles used before. Another customer's order part or invoice answers 404.
 */
export function invoiceRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/order', invoiceDocumented, {
    make: async ({ user, body }) => accepted(await makeInvoice(deps, user.customerId, body)),
    reissue: async ({ user, body }) => accepted(await reissueInvoice(deps, user.customerId, body)),
    view: async ({ user, query }) => accepted(await invoiceView(deps, user.customerId, query.orderStoreNo)),
    summary: async ({ user, query }) => accepted(await invoiceSummary(deps, user.customerId, query.orderNo)),
    titles: ({ user }) => invoiceTitles(deps, user.customerId),
  });
}

/**
 * The PDF, hand-written since its answer is not JSON: reached by a link whose token only the owner's view
 * carries (a download cannot send the userCode header); it is never cached and never sends a referrer.
 */
export function invoicePdfRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  r.get('/invoice-pdf/:applyNo', async (c) => {
    const q = parseQuery(c, invoicePdfQuerySchema);
    const applyNo = c.req.param('applyNo');
    const notFound = refusalError({ refusal: 'invoice_not_found', applyNo: applyNo.slice(0, 40) });
    if (!applyNoSchema.safeParse(applyNo).success) throw notFound;
    const file = await invoicePdfFile(deps, applyNo, q.token, textsFor(c, invoicePdfMessages));
    if (!file) throw notFound;
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': 'application/pdf',
      'content-length': String(file.bytes.byteLength),
      'content-disposition': `inline; filename="${file.fileName}"`,
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    });
  });
}
