import type { Hono } from 'hono';
import {
  applyNoSchema,
  invoicePdfQuerySchema,
  invoiceSummaryQuerySchema,
  invoiceViewQuerySchema,
  makeInvoiceRequestSchema,
  reissueInvoiceRequestSchema,
} from '../../../schemas/api/invoices';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted, refusalError } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
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
 * Invoices of the caller's orders (schemas/api/invoices.ts): make-invoice, reissue-invoice, the view, the
 * order screens' summary, the titles used before, and the PDF. Another customer's order part or invoice
 * answers 404. The PDF is reached by a link whose token only the owner's view carries (a download cannot
 * send the userCode header); it is never cached and never sends a referrer.
 */
export function invoiceRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const user = requireUser(deps);

  r.post('/make-invoice', user, async (c) => {
    const body = await parseBody(c, makeInvoiceRequestSchema);
    return sendOk(c, accepted(await makeInvoice(deps, currentUser(c).customerId, body)));
  });

  r.post('/reissue-invoice', user, async (c) => {
    const body = await parseBody(c, reissueInvoiceRequestSchema);
    return sendOk(c, accepted(await reissueInvoice(deps, currentUser(c).customerId, body)));
  });

  r.get('/invoice-view', user, async (c) => {
    const q = parseQuery(c, invoiceViewQuerySchema);
    return sendOk(c, accepted(await invoiceView(deps, currentUser(c).customerId, q.orderStoreNo)));
  });

  r.get('/invoice-summary', user, async (c) => {
    const q = parseQuery(c, invoiceSummaryQuerySchema);
    return sendOk(c, accepted(await invoiceSummary(deps, currentUser(c).customerId, q.orderNo)));
  });

  r.get('/invoice-titles', user, async (c) =>
    sendOk(c, await invoiceTitles(deps, currentUser(c).customerId)),
  );

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
