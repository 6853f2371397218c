import { Hono } from 'hono';
import { analyticsQuerySchema, analyticsTrendQuerySchema } from '../../../schemas/api/booth-figures';
import {
  boothCancelScheduleRequestSchema,
  boothDraftQuerySchema,
  boothLayoutBodySchema,
  boothPublishRequestSchema,
  boothRescheduleRequestSchema,
  boothRollbackRequestSchema,
  scheduleVersionParamSchema,
} from '../../../schemas/api/booth-operator';
import { layoutQuerySchema } from '../../../schemas/api/operator-console';
import { layoutJsonSchema } from '../../../schemas/booth/json-schema';
import { figuresCsv } from '../../booth/figures-csv';
import { type PageRef, parsePageKey } from '../../booth/page-key';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
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

/** /api/booth/operator: compose, check, preview, publish and roll back booth pages (operator token). */
export function boothOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  // The bearer token as before, or the console's session cookie with its CSRF header (issue 18).
  r.use('*', operatorAccess(deps));

  r.get('/schema', (c) => sendOk(c, layoutJsonSchema()));
  r.get('/pages', async (c) => sendOk(c, await pagesOverview(deps)));

  r.put('/pages/:pageKey/draft', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    const { baseRevision } = parseQuery(c, boothDraftQuerySchema);
    const layout = await parseBody(c, boothLayoutBodySchema);
    return sendOk(c, await saveDraft(deps, ref, key, layout, actorOf(c), baseRevision));
  });
  r.post('/pages/:pageKey/validate', async (c) => {
    const { ref } = keyParam(c.req.param('pageKey'));
    await validateOnly(deps, ref, await parseBody(c, boothLayoutBodySchema));
    return sendOk(c, { valid: true });
  });
  r.post('/pages/:pageKey/preview', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    return sendOk(c, await previewDraft(deps, ref, key));
  });
  r.post('/pages/:pageKey/publish', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    const body = await parseBody(c, boothPublishRequestSchema);
    return sendOk(c, await publishDraft(deps, ref, key, body.publishAt, actorOf(c), body.baseRevision));
  });
  r.get('/pages/:pageKey/versions', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    return sendOk(c, await versionsOf(deps, ref, key));
  });
  r.post('/pages/:pageKey/rollback', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    const body = await parseBody(c, boothRollbackRequestSchema);
    return sendOk(c, await rollback(deps, ref, key, body.version, actorOf(c), body.baseRevision));
  });
  r.put('/pages/:pageKey/schedules/:version', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    const version = scheduledVersion(c.req.param('version'));
    const body = await parseBody(c, boothRescheduleRequestSchema);
    return sendOk(c, await reschedule(deps, ref, key, { version, ...body }, actorOf(c)));
  });
  r.post('/pages/:pageKey/schedules/:version/cancel', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    const version = scheduledVersion(c.req.param('version'));
    const body = await parseBody(c, boothCancelScheduleRequestSchema);
    return sendOk(c, await cancelSchedule(deps, ref, key, { version, ...body }, actorOf(c)));
  });
  r.get('/pages/:pageKey/layout', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    const q = parseQuery(c, layoutQuerySchema);
    return sendOk(c, await layoutOf(deps, ref, key, q.version));
  });
  r.get('/pages/:pageKey/analytics', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    return sendOk(c, await analyticsOf(deps, ref, key, parseQuery(c, analyticsQuerySchema)));
  });
  r.get('/pages/:pageKey/analytics/daily', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    const q = parseQuery(c, analyticsTrendQuerySchema);
    return sendOk(c, await trendOf(deps, ref, key, { days: Number(q.days ?? '14'), version: q.version }));
  });
  r.get('/pages/:pageKey/analytics/export', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    const answer = await analyticsOf(deps, ref, key, parseQuery(c, analyticsQuerySchema));
    const name = `figures-${answer.pageKey}-${answer.version ?? 'all'}-${answer.from}-${answer.to}.csv`;
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="${name}"`);
    return c.body(figuresCsv(answer.pageKey, answer.blocks));
  });
  r.get('/pages/:pageKey/audit', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    return sendOk(c, await auditOf(deps, ref, key, AUDIT_ROWS));
  });
  return r;
}
