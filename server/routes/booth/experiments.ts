import { Hono } from 'hono';
import {
  experimentCreateSchema,
  experimentEndSchema,
  experimentIdParamSchema,
} from '../../../schemas/api/booth-experiments';
import { type PageRef, parsePageKey } from '../../booth/page-key';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { createExperiment, endExperiment, experimentsOf } from '../../services/booth-experiments';
import { actorOf, operatorAccess } from './console';

function keyParam(raw: string | undefined): { key: string; ref: PageRef } {
  const key = raw ?? '';
  const ref = parsePageKey(key);
  if (!ref)
    throw badRequest(`invalid page key "${key}": use code-<pageCode> (code-10) or id-<pageId> (id-e-cny)`);
  return { key, ref };
}

function experimentId(raw: string | undefined): number {
  const parsed = experimentIdParamSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(`invalid experiment id "${raw ?? ''}": use a number (3)`);
  return parsed.data;
}

/**
 * /api/booth/operator/pages/:pageKey/experiments (issue 35 item 5, ADR 0056): list with figures, create and
 * start, end by promoting a variant. Starting and ending need a second operator while approval is on
 * (approval-routes.ts), as publishing does.
 */
export function boothExperimentRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  r.get('/pages/:pageKey/experiments', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    return sendOk(c, await experimentsOf(deps, ref, key));
  });
  r.post('/pages/:pageKey/experiments', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    const body = await parseBody(c, experimentCreateSchema);
    return sendOk(c, await createExperiment(deps, ref, key, body, actorOf(c)));
  });
  r.post('/pages/:pageKey/experiments/:experimentId/end', async (c) => {
    const { key, ref } = keyParam(c.req.param('pageKey'));
    const id = experimentId(c.req.param('experimentId'));
    const body = await parseBody(c, experimentEndSchema);
    return sendOk(c, await endExperiment(deps, ref, key, { id, promote: body.promote }, actorOf(c)));
  });
  return r;
}
