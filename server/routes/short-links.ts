import { Hono } from 'hono';
import { dataTraceClickRequestSchema } from '../../schemas/api/share';
import { shortLinkClickRequestSchema, shortLinkCreateRequestSchema } from '../../schemas/api/short-link';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { badRequest, conflict, notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
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

const WHY = {
  no_such_sku: 'target.skuNo is not a SKU of target.spuNo',
  already_expired: 'expiresAt is already past',
} as const;

/** Mounted at /api/operator/short-links (operator token or console session, like the booth operator API). */
export function shortLinkOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  r.get('/', async (c) => sendOk(c, await shortLinks(deps)));
  r.post('/', async (c) => {
    const body = await parseBody(c, shortLinkCreateRequestSchema);
    const made = await createShortLink(deps, body, actorOf(c));
    if (made.ok) return sendOk(c, made.link);
    if (made.why === 'taken') throw conflict(`short link "${body.bizId}" already exists`);
    throw badRequest(WHY[made.why]);
  });
  // Expire now: the link answers 'expired' from the next click on (the console's expire button).
  r.post('/expire', async (c) => {
    const { bizId } = await parseBody(c, shortLinkClickRequestSchema);
    const link = await expireShortLink(deps, bizId);
    if (!link) throw notFound(`short link "${bizId}" not found`);
    return sendOk(c, link);
  });
  return r;
}
