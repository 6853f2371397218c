import { Hono } from 'hono';
import * as z from 'zod';
import { safeEqual } from '../auth/secrets';
import type { AppDeps } from '../config';
import { standalonePageHeaders } from '../http/page-headers';
import type { AppEnv } from '../http/types';
import { requestLang } from '../i18n/request-lang';
import { specialConfig } from '../services/special-config';
import { deliveredTexts } from './handset';
import { textsPage, tokenPage } from './page';

const formSchema = z.object({
  token: z.string().max(200),
  phone: z.union([z.string().regex(/^\d{1,11}$/), z.literal('')]).optional(),
});

/**
 * /telecom-sim/texts: the simulated operator's text log, where a tester reads the code a shopper was
 * sent (as the subscriber would on their phone). The operator token is typed in and posted with the
 * form, never put in an address; a wrong one answers 403 with the form again.
 */
export function telecomSimPageRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', standalonePageHeaders(deps.config.allowedReturnOrigins));
  r.get('/texts', (c) => c.html(tokenPage(requestLang(c), false)));
  r.post('/texts', async (c) => {
    const lang = requestLang(c);
    const form = formSchema.safeParse(await c.req.parseBody().catch(() => ({})));
    if (!form.success || !safeEqual(form.data.token, deps.config.operatorToken)) {
      return c.html(tokenPage(lang, true), 403);
    }
    const phone = form.data.phone ?? '';
    const now = deps.config.clock();
    const texts = deliveredTexts(deps.db, now).filter((s) => s.phone.startsWith(phone));
    const ttlMinutes = Math.max(1, Math.round(specialConfig(deps).codeTtlMs / 60000));
    return c.html(textsPage(lang, { token: form.data.token, phone, texts, ttlMinutes }));
  });
  return r;
}
