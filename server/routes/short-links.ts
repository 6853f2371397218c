import { Hono } from 'hono';
import { dataTraceClickRequestSchema } from '../../schemas/api/share';
import { shortLinkClickRequestSchema, shortLinkCreateRequestSchema } from '../../schemas/api/short-link';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { badRequest, conflict, notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
import { textsFor } from '../i18n/request-lang';
import { shortLinkMessages } from '../i18n/short-links';
import { recordClick } from '../services/share';
import { createShortLink, expireShortLink, shortLinks } from '../services/short-links';
import { actorOf, operatorAccess } from './booth/console';

/** Mounted at /api/data-trace (public): click — a shopper opened /link/{bizId} or a shared /sharePage. */
export function dataTraceRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/click', async (c) =>
    sendOk(c, await recordClick(deps, await parseBody(c, dataTraceClickRequestSchema))),
  );
  return r;
}

/** Mounted at /api/operator/short-links (operator token or console session, like the booth operator API). */
export function shortLinkOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  r.get('/', async (c) => sendOk(c, await shortLinks(deps)));
  r.post('/', async (c) => {
    const body = await parseBody(c, shortLinkCreateRequestSchema);
    const made = await createShortLink(deps, body, actorOf(c));
    if (made.ok) return sendOk(c, made.link);
    const t = textsFor(c, shortLinkMessages);
    if (made.why === 'taken') throw conflict(t.taken(body.bizId));
    if (made.why === 'no_such_page') throw badRequest(t.noSuchPage(made.pageId), { why: made.why });
    throw badRequest(made.why === 'no_such_sku' ? t.noSuchSku : t.alreadyExpired, { why: made.why });
  });
  // Expire now: the link answers 'expired' from the next click on (the console's expire button).
  r.post('/expire', async (c) => {
    const { bizId } = await parseBody(c, shortLinkClickRequestSchema);
    const link = await expireShortLink(deps, bizId);
    if (!link) throw notFound(textsFor(c, shortLinkMessages).missing(bizId));
    return sendOk(c, link);
  });
  return r;
}
