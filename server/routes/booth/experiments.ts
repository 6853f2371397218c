import { Hono } from 'hono';
import { experimentIdParamSchema } from '../../../schemas/api/booth-experiments';
import { boothExperimentDocumented } from '../../../schemas/api/endpoints/docs/booth-experiments';
import { type PageRef, parsePageKey } from '../../booth/page-key';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
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
 * /api/booth/operator/pages/:pageKey/experiments (ADR 0056): list with figures, create and
 * start, end by promoting a variant; the handlers of schemas/api/endpoints/booth-experiments.ts. Starting
 * and ending need a second operator while approval is on (approval-routes.ts), as publishing does.
 */
export function boothExperimentRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  // A malformed page key or experiment id answers 400 with how to write one, as the booth operator API's
  // other routes do (operator.ts), not the 404 a declared parameter that does not parse gets; the gate first,
  // so a caller without access learns nothing about the key.
  r.use('/pages/:pageKey/experiments', operatorAccess(deps), async (c, next) => {
    keyParam(c.req.param('pageKey'));
    await next();
  });
  r.use('/pages/:pageKey/experiments/:experimentId/end', operatorAccess(deps), async (c, next) => {
    keyParam(c.req.param('pageKey'));
    experimentId(c.req.param('experimentId'));
    await next();
  });
  r.route(
    '/',
    endpointRoutes(deps, '/api/booth/operator', boothExperimentDocumented, {
      list: ({ params }) => {
        const { key, ref } = keyParam(params.pageKey);
        return experimentsOf(deps, ref, key);
      },
      create: ({ params, body, c }) => {
        const { key, ref } = keyParam(params.pageKey);
        return createExperiment(deps, ref, key, body, actorOf(c));
      },
      end: ({ params, body, c }) => {
        const { key, ref } = keyParam(params.pageKey);
        return endExperiment(deps, ref, key, { id: params.experimentId, promote: body.promote }, actorOf(c));
      },
    }),
  );
  return r;
}
