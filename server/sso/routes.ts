import { Hono } from 'hono';
import * as z from 'zod';
import { ApprovalRespCode } from '../../schemas/api/login';
import { code } from '../../schemas/api/primitives';
import type { AppDeps } from '../config';
import { standalonePageHeaders } from '../http/page-headers';
import type { AppEnv } from '../http/types';
import { requestLang } from '../i18n/request-lang';
import { approveSignIn, cancelApproval, openApproval, type SignIn, ssoCustomers } from '../services/sso';
import { ssoMessages } from './messages';
import { chooserPage, problemPage } from './pages';
import { forgetCustomer, rememberCustomer, rememberedCustomer } from './remember';
import { withCallbackParams } from './return-url';

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

/** Where a decided sign-in returns to: the mall's cb with the code, or with the 1003 answer. */
function signInTarget(signIn: Extract<SignIn, { kind: 'approved' | 'not_sso_user' }>): string {
  return signIn.kind === 'not_sso_user'
    ? callback(signIn.cb, ApprovalRespCode.notSsoUser, 'not a single-sign-on user')
    : callback(signIn.cb, ApprovalRespCode.success, 'success', signIn.code);
}

/** /sso: the simulated bank single sign-on page. */
export function ssoRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', standalonePageHeaders(deps.config.allowedReturnOrigins));

  r.get('/authorize', async (c) => {
    const lang = requestLang(c);
    const t = ssoMessages[lang];
    const state = stateOf(c.req.query('state'));
    const approval = state ? await openApproval(deps, state) : null;
    if (!approval) return c.html(problemPage(lang, t.expired), 400);
    const cb = c.req.query('cb');
    // cb in the address is informative only; the one checked at approval time is what we redirect to.
    if (cb !== undefined && cb !== approval.cb) {
      return c.html(problemPage(lang, t.returnMismatch), 400);
    }
    // The bank app already has a session on this device: approve at once, no page (spec §4 step
    // two). switch=1 is the shopper asking for the chooser to become someone else.
    const remembered = rememberedCustomer(c);
    const switching = c.req.query('switch') === '1';
    if (remembered && !switching) {
      const signIn = await approveSignIn(deps, state, remembered);
      if (signIn.kind === 'expired') return c.html(problemPage(lang, t.expired), 400);
      if (signIn.kind !== 'unknown_customer') return c.redirect(signInTarget(signIn), 303);
      // The customer no longer exists (a fresh database): forget them and ask.
      forgetCustomer(c);
    }
    const customers = await ssoCustomers(deps);
    const current = customers.find((customer) => customer.customerNo === remembered);
    return c.html(
      chooserPage(lang, {
        state,
        cb: approval.cb,
        customers,
        ...(current ? { current: current.customerNo } : {}),
      }),
    );
  });

  r.post('/authorize', async (c) => {
    const lang = requestLang(c);
    const t = ssoMessages[lang];
    // A malformed multipart body makes parseBody throw: it is a form nobody sent from our page.
    const form = formSchema.safeParse(await c.req.parseBody().catch(() => ({})));
    if (!form.success) return c.html(problemPage(lang, t.chooseCustomer), 400);
    const signIn = await approveSignIn(deps, form.data.state, form.data.customerNo);
    if (signIn.kind === 'unknown_customer') return c.html(problemPage(lang, t.unknownCustomer), 400);
    if (signIn.kind === 'expired') return c.html(problemPage(lang, t.expired), 400);
    // The bank app now has this customer's session on the device; not an SSO user, no session.
    if (signIn.kind === 'approved') rememberCustomer(c, form.data.customerNo, deps.config.publicOrigin);
    else forgetCustomer(c);
    return c.redirect(signInTarget(signIn), 303);
  });

  r.get('/cancel', async (c) => {
    const lang = requestLang(c);
    const state = stateOf(c.req.query('state'));
    const approval = state ? await cancelApproval(deps, state) : null;
    if (!approval) return c.html(problemPage(lang, ssoMessages[lang].expired), 400);
    return c.redirect(callback(approval.cb, ApprovalRespCode.cancelled, 'cancelled by the user'), 303);
  });
  return r;
}
