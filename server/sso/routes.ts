import { Hono } from 'hono';
import * as z from 'zod';
import { ApprovalRespCode } from '../../schemas/api/login';
import { code } from '../../schemas/api/primitives';
import type { AppDeps } from '../config';
import { standalonePageHeaders } from '../http/page-headers';
import type { AppEnv } from '../http/types';
import { requestLang } from '../i18n/request-lang';
import { findCustomerByNo, listCustomers } from '../repos/customers';
import { ssoMessages } from './messages';
import { chooserPage, problemPage } from './pages';
import { withCallbackParams } from './return-url';
import { consumeApproval, findOpenApproval, issueCode } from './store';

/** States are random base64url secrets and customer numbers codes: anything else is no sign-in request. */
const stateSchema = code(100);
const formSchema = z.object({ state: stateSchema, customerNo: code(32) });
/** The state from the address, or '' when it cannot be one (so it never reaches the database). */
const stateOf = (raw: string | undefined) => stateSchema.safeParse(raw).data ?? '';

/** The bank's callback data, here plain base64url JSON instead of the bank's encryption. */
function callback(cb: string, respCode: string, respMsg: string, code?: string): string {
  const data = code ? { respCode, respMsg, code } : { respCode, respMsg };
  const cmbData = Buffer.from(JSON.stringify(data)).toString('base64url');
  return withCallbackParams(cb, { ...(code ? { code } : {}), respCode, respMsg, cmbData });
}

/** /sso: the simulated bank single sign-on page. */
export function ssoRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db, config } = deps;
  r.use('*', standalonePageHeaders(config.allowedReturnOrigins));

  r.get('/authorize', async (c) => {
    const lang = requestLang(c);
    const t = ssoMessages[lang];
    const state = stateOf(c.req.query('state'));
    const approval = state ? await findOpenApproval(db, state, config.clock()) : null;
    if (!approval) return c.html(problemPage(lang, t.expired), 400);
    const cb = c.req.query('cb');
    // cb in the address is informative only; the one checked at approval time is what we redirect to.
    if (cb !== undefined && cb !== approval.cb) {
      return c.html(problemPage(lang, t.returnMismatch), 400);
    }
    const customers = await listCustomers(db);
    return c.html(chooserPage(lang, { state, cb: approval.cb, customers }));
  });

  r.post('/authorize', async (c) => {
    const lang = requestLang(c);
    const t = ssoMessages[lang];
    // A malformed multipart body makes parseBody throw: it is a form nobody sent from our page.
    const form = formSchema.safeParse(await c.req.parseBody().catch(() => ({})));
    if (!form.success) return c.html(problemPage(lang, t.chooseCustomer), 400);
    const customer = await findCustomerByNo(db, form.data.customerNo);
    if (!customer) return c.html(problemPage(lang, t.unknownCustomer), 400);
    const now = config.clock();
    const target = await db.transaction(async (tx) => {
      const approval = await consumeApproval(tx, form.data.state, now);
      if (!approval) return null;
      if (!customer.ssoUser) {
        return callback(approval.cb, ApprovalRespCode.notSsoUser, 'not a single-sign-on user');
      }
      const code = await issueCode(tx, customer.id, approval.subChannelNo, now, config.ssoCodeTtlMs);
      return callback(approval.cb, ApprovalRespCode.success, 'success', code);
    });
    if (!target) return c.html(problemPage(lang, t.expired), 400);
    return c.redirect(target, 303);
  });

  r.get('/cancel', async (c) => {
    const lang = requestLang(c);
    const state = stateOf(c.req.query('state'));
    const approval = state ? await consumeApproval(db, state, config.clock()) : null;
    if (!approval) return c.html(problemPage(lang, ssoMessages[lang].expired), 400);
    return c.redirect(callback(approval.cb, ApprovalRespCode.cancelled, 'cancelled by the user'), 303);
  });
  return r;
}
