import { Hono } from 'hono';
import * as z from 'zod';
import { code } from '../../schemas/api/primitives';
import type { AppDeps } from '../config';
import { standalonePageHeaders } from '../http/page-headers';
import type { AppEnv } from '../http/types';
import { advanceOrders } from '../repos/order-lifecycle';
import { findPayment, settlePayment } from '../repos/payments';
import { problemPage } from '../sso/pages';
import { cashierPage } from './page';

/** Pay tokens are random base64url secrets: anything else is an unknown payment, without a lookup. */
const payTokenSchema = code(64);
const formSchema = z.object({
  payToken: payTokenSchema,
  action: z.enum(['pay', 'fail', 'cancel']),
});

const UNKNOWN = 'This payment link is not valid. Go back to the mall and start the payment again.';

/** The return address with the outcome; the address was checked against the allowlist when the visit opened. */
function back(returnUrl: string, orderNo: string, payStatus: string): string {
  const relative = returnUrl.startsWith('/');
  const url = new URL(returnUrl, 'http://placeholder.invalid');
  url.searchParams.set('orderNo', orderNo);
  url.searchParams.set('payStatus', payStatus);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * /cashier: the simulated bank cashier page. The pay token in the address is the only credential (as with a
 * real cashier link); each button records the outcome once and sends the shopper back to the mall, where
 * the SPA fires the pay-view-closing event. This page fires nothing itself.
 */
export function cashierRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db, config } = deps;
  r.use('*', standalonePageHeaders(config.allowedReturnOrigins));

  r.get('/pay', async (c) => {
    const token = payTokenSchema.safeParse(c.req.query('payToken'));
    const payment = token.success ? await findPayment(db, token.data) : null;
    if (!payment) return c.html(problemPage(UNKNOWN), 404);
    return c.html(
      cashierPage({
        payToken: payment.payToken,
        orderNo: payment.orderNo,
        amountCents: payment.amountCents,
        settled: payment.status === 'pending' ? null : payment.status,
      }),
    );
  });

  r.post('/pay', async (c) => {
    // A malformed multipart body makes parseBody throw: it is a form nobody sent from our page.
    const form = formSchema.safeParse(await c.req.parseBody().catch(() => ({})));
    if (!form.success) return c.html(problemPage(UNKNOWN), 400);
    const known = await findPayment(db, form.data.payToken);
    if (!known) return c.html(problemPage(UNKNOWN), 404);
    const now = config.clock();
    // An unpaid order past its deadline is cancelled first, so paying it fails instead of reviving it.
    await advanceOrders(db, now, config.shopping, known.customerId);
    const settled = await settlePayment(db, form.data.payToken, form.data.action, now);
    if (!settled) return c.html(problemPage(UNKNOWN), 404);
    return c.redirect(back(settled.payment.returnUrl, settled.payment.orderNo, settled.outcome), 303);
  });
  return r;
}
