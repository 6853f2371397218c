import { Hono } from 'hono';
import { analyticsQuerySchema } from '../../../schemas/api/booth-figures';
import { scheduleVersionParamSchema } from '../../../schemas/api/booth-operator';
import {
  boothFiguresDocumented,
  boothLayoutOperatorDocumented,
  boothPageOperatorDocumented,
} from '../../../schemas/api/endpoints/docs/booth-operator';
import { layoutJsonSchema } from '../../../schemas/booth/json-schema';
import { figuresCsv } from '../../booth/figures-csv';
import { type PageRef, parsePageKey } from '../../booth/page-key';
import type { AppDeps } from '../../config';
import { parseQuery } from '../../http/body';
import { endpointRoutes } from '../../http/endpoint-routes';
import { badRequest } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { auditOf, layoutOf } from '../../services/booth-console';
import { analyticsOf, trendOf } from '../../services/booth-figures';
import {
  cancelSchedule,
  pagesOverview,
  previewDraft,
  publishDraft,
  reschedule,
  rollback,
  saveDraft,
  validateOnly,
  versionsOf,
} from '../../services/booth-operator';
import { actorOf, operatorAccess } from './console';

const BASE = '/api/booth/operator';

/** The audit log shows the latest changes; older ones stay in the table. */
const AUDIT_ROWS = 50;

function keyParam(raw: string | undefined): { key: string; ref: PageRef } {
  const key = raw ?? '';
  const ref = parsePageKey(key);
  if (!ref)
    throw badRequest(`invalid page key "${key}": use code-<pageCode> (code-10) or id-<pageId> (id-e-cny)`);
  return { key, ref };
}

function scheduledVersion(raw: string | undefined): number {
  const parsed = scheduleVersionParamSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(`invalid version "${raw ?? ''}": use a version number (3)`);
  return Number(parsed.data);
}

/**
 * /api/booth/operator: compose, check, preview, publish and roll back booth pages (operator token or the
 * console's session), and the console's reads of a page; the handlers of schemas/api/endpoints/booth-operator/.
 * The figures' CSV export answers a file and is written here.
 */
export function boothOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  // The bearer token as before, or the console's session cookie with its CSRF header.
  r.use('*', operatorAccess(deps));
  // A malformed page key or schedule version answers 400 with how to write one (after the gate), not the 404
  // a declared parameter that does not parse gets: the operators' scripts read these words.
  r.use('/pages/:pageKey/*', async (c, next) => {
    keyParam(c.req.param('pageKey'));
    await next();
  });
  for (const schedule of ['/pages/:pageKey/schedules/:version', '/pages/:pageKey/schedules/:version/*']) {
    r.use(schedule, async (c, next) => {
      scheduledVersion(c.req.param('version'));
      await next();
    });
  }

  r.route(
    '/',
    endpointRoutes(deps, BASE, boothPageOperatorDocumented, {
      schema: () => layoutJsonSchema(),
      pages: () => pagesOverview(deps),
      draft: ({ params, query, body, c }) => {
        const { key, ref } = keyParam(params.pageKey);
        return saveDraft(deps, ref, key, body, actorOf(c), query.baseRevision);
      },
      validate: async ({ params, body }) => {
        await validateOnly(deps, keyParam(params.pageKey).ref, body);
        return { valid: true as const };
      },
      preview: ({ params }) => {
        const { key, ref } = keyParam(params.pageKey);
        return previewDraft(deps, ref, key);
      },
      publish: ({ params, body, c }) => {
        const { key, ref } = keyParam(params.pageKey);
        return publishDraft(deps, ref, key, body.publishAt, actorOf(c), body.baseRevision);
      },
      versions: ({ params }) => {
        const { key, ref } = keyParam(params.pageKey);
        return versionsOf(deps, ref, key);
      },
      rollback: ({ params, body, c }) => {
        const { key, ref } = keyParam(params.pageKey);
        return rollback(deps, ref, key, body.version, actorOf(c), body.baseRevision);
      },
      reschedule: ({ params, body, c }) => {
        const { key, ref } = keyParam(params.pageKey);
        return reschedule(deps, ref, key, { version: Number(params.version), ...body }, actorOf(c));
      },
      cancelSchedule: ({ params, body, c }) => {
        const { key, ref } = keyParam(params.pageKey);
        return cancelSchedule(deps, ref, key, { version: Number(params.version), ...body }, actorOf(c));
      },
    }),
  );
  r.route(
    '/',
    endpointRoutes(deps, BASE, boothLayoutOperatorDocumented, {
      layout: ({ params, query }) => {
        const { key, ref } = keyParam(params.pageKey);
        return layoutOf(deps, ref, key, query.version);
      },
      audit: ({ params }) => {
        const { key, ref } = keyParam(params.pageKey);
        return auditOf(deps, ref, key, AUDIT_ROWS);
      },
    }),
  );
  r.route(
    '/',
    endpointRoutes(deps, BASE, boothFiguresDocumented, {
      analytics: ({ params, query }) => {
        const { key, ref } = keyParam(params.pageKey);
        return analyticsOf(deps, ref, key, query);
      },
      daily: ({ params, query }) => {
        const { key, ref } = keyParam(params.pageKey);
        return trendOf(deps, ref, key, { days: Number(query.days ?? '14'), version: query.version });
      },
    }),
  );
  r.get('/pages/:pageKey/analytics/export', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    const answer = await analyticsOf(deps, ref, key, parseQuery(c, analyticsQuerySchema));
    const name = `figures-${answer.pageKey}-${answer.version ?? 'all'}-${answer.from}-${answer.to}.csv`;
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="${name}"`);
    return c.body(figuresCsv(answer.pageKey, answer.blocks));
  });
  return r;
}
