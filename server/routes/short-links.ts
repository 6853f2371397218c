import {
  dataTraceDocumented,
  shortLinkOperatorDocumented,
} from '../../schemas/api/endpoints/docs/short-links';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { badRequest, conflict, notFound } from '../http/errors';
import { textsFor } from '../i18n/request-lang';
import { shortLinkMessages } from '../i18n/short-links';
import { recordClick } from '../services/share';
import { createShortLink, expireShortLink, shortLinks } from '../services/short-links';
import { actorOf } from './booth/console';

/**
 * Mounted at /api/data-trace (public): click — a shopper opened /link/{bizId} or a shared /sharePage; the
 * handler of schemas/api/endpoints/short-links/data-trace.ts.
 */
export function dataTraceRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/data-trace', dataTraceDocumented, {
    click: ({ body }) => recordClick(deps, body),
  });
}

/**
 * Mounted at /api/operator/short-links (operator token or console session, the operator gate per route):
 * the handlers of schemas/api/endpoints/short-links/short-links.ts.
 */
export function shortLinkOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/short-links', shortLinkOperatorDocumented, {
    list: () => shortLinks(deps),
    create: async ({ body, c }) => {
      const made = await createShortLink(deps, body, actorOf(c));
      if (made.ok) return made.link;
      const t = textsFor(c, shortLinkMessages);
      if (made.why === 'taken') throw conflict(t.taken(body.bizId));
      if (made.why === 'no_such_page') throw badRequest(t.noSuchPage(made.pageId), { why: made.why });
      throw badRequest(made.why === 'no_such_sku' ? t.noSuchSku : t.alreadyExpired, { why: made.why });
    },
    // Expire now: the link answers 'expired' from the next click on (the console's expire button).
    expire: async ({ body: { bizId }, c }) => {
      const link = await expireShortLink(deps, bizId);
      if (!link) throw notFound(textsFor(c, shortLinkMessages).missing(bizId));
      return link;
    },
  });
}
