import { Hono } from 'hono';
import { privacyRequestListQuerySchema } from '../../schemas/api/privacy';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { operatorActorOf, operatorGate } from '../operators/gate';
import { privacyRequestsForOperators } from '../services/privacy';

/** /api/operator/privacy-requests (auditors and administrators, by the route table): the deletion requests. */
export function privacyOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorGate(deps));
  r.get('/', async (c) => {
    const { limit } = parseQuery(c, privacyRequestListQuerySchema);
    const actor = operatorActorOf(c)?.name ?? 'unknown';
    return sendOk(c, await privacyRequestsForOperators(deps, actor, limit));
  });
  return r;
}
