import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { afterSaleStateSchema, rmaNoSchema } from '../../schemas/api/after-sales';
import { text } from '../../schemas/api/primitives';
import { safeEqual } from '../auth/secrets';
import type { AppDeps } from '../config';
import { standalonePageHeaders } from '../http/page-headers';
import { refusalError } from '../http/refusals';
import type { AppEnv } from '../http/types';
import { afterSaleStateMessages } from '../i18n/refusals';
import { requestLang } from '../i18n/request-lang';
import {
  storeApprove,
  storeInbox,
  storeReceive,
  storeReject,
  storeSweep,
} from '../services/after-sale-store';
import { storeSimMessages } from './messages';
import { inboxPage, tokenPage } from './page';

/** Every post carries the token; an action names the application and what to do with it. */
const formSchema = z.object({
  token: z.string().max(200),
  state: z.union([afterSaleStateSchema, z.literal('')]).optional(),
  act: z.enum(['approve', 'reject', 'receive', 'sweep']).optional(),
  rmaNo: z.union([rmaNoSchema, z.literal('')]).optional(),
  reason: z.optional(text(100, { what: 'reason' })),
});
type StoreForm = z.infer<typeof formSchema>;

/** Does what the form asks and says how it went, in the page's language. */
async function act(c: Context, deps: AppDeps, f: StoreForm): Promise<string | null> {
  const t = storeSimMessages[requestLang(c)];
  if (!f.act) return null;
  if (f.act === 'sweep') {
    const done = await storeSweep(deps);
    return t.swept(done.approved.length, done.closed.length);
  }
  const rmaNo = f.rmaNo ?? '';
  const reason = f.reason?.trim() ?? '';
  const outcome =
    f.act === 'approve'
      ? await storeApprove(deps, rmaNo)
      : f.act === 'receive'
        ? await storeReceive(deps, rmaNo)
        : reason === ''
          ? null
          : await storeReject(deps, rmaNo, reason);
  if (!outcome) return t.failed(t.rejectPlaceholder);
  if (!outcome.ok) return t.failed(refusalError(outcome).message);
  return t.done(outcome.value.rmaNo, afterSaleStateMessages[requestLang(c)][outcome.value.state]);
}

/**
 * /store-sim/after-sales: the simulated store's staff page for after-sales, beside the operator API
 * (/api/store-sim): the inbox, approve, reject with a reason, receive a return, run the timers. The operator
 * token is typed into the first page and posted with every form (never in an address); a wrong one answers
 * 403 with the form again.
 */
export function storeSimPageRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', standalonePageHeaders(deps.config.allowedReturnOrigins));

  r.get('/after-sales', (c) => c.html(tokenPage(requestLang(c), false)));

  r.post('/after-sales', async (c) => {
    const lang = requestLang(c);
    const form = formSchema.safeParse(await c.req.parseBody().catch(() => ({})));
    if (!form.success || !safeEqual(form.data.token, deps.config.operatorToken)) {
      return c.html(tokenPage(lang, true), 403);
    }
    const notice = await act(c, deps, form.data);
    const state = form.data.state ? form.data.state : null;
    const rows = await storeInbox(deps, state);
    return c.html(inboxPage(lang, { token: form.data.token, state, rows, notice }));
  });
  return r;
}
