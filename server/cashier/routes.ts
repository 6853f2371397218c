import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { code } from '../../schemas/api/primitives';
import type { AppDeps } from '../config';
import { standalonePageHeaders } from '../http/page-headers';
import type { AppEnv } from '../http/types';
import { requestLang } from '../i18n/request-lang';
import { cashierVisit, settleCashierVisit } from '../services/payment-cashier';
import { problemPage } from '../sso/pages';
import { cashierMessages } from './messages';
import { cashierPage } from './page';

/** The problem page in the request's language: the link is unknown, used up or malformed. */
function invalidLink(c: Context): string {
  const lang = requestLang(c);
  const t = cashierMessages[lang];
  return problemPage(lang, t.invalidLink, t.problemTitle);
}

/** Pay tokens are random base64url secrets: anything else is an unknown payment, without a lookup. */
const payTokenSchema = code(64);
const formSchema = z.object({
  payToken: payTokenSchema,
  action: z.enum(['pay', 'fail', 'cancel']),
});

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
  r.use('*', standalonePageHeaders(deps.config.allowedReturnOrigins));

  r.get('/pay', async (c) => {
    const token = payTokenSchema.safeParse(c.req.query('payToken'));
    const payment = token.success ? await cashierVisit(deps, token.data) : null;
    if (!payment) return c.html(invalidLink(c), 404);
    return c.html(
      cashierPage(requestLang(c), {
        payToken: payment.payToken,
        orderNo: payment.orderNo,
        amountCents: payment.amountCents,
        settled: payment.status === 'pending' ? null : payment.status,
        payKind: payment.payKind,
      }),
    );
  });

  r.post('/pay', async (c) => {
    // A malformed multipart body makes parseBody throw: it is a form nobody sent from our page.
    const form = formSchema.safeParse(await c.req.parseBody().catch(() => ({})));
    if (!form.success) return c.html(invalidLink(c), 400);
    const settled = await settleCashierVisit(deps, form.data.payToken, form.data.action);
    if (!settled) return c.html(invalidLink(c), 404);
    return c.redirect(back(settled.payment.returnUrl, settled.payment.orderNo, settled.outcome), 303);
  });
  return r;
}
