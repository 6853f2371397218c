import type { Context } from 'hono';
import type { ChangeRequestReceipt } from '../../schemas/api/approvals';
import { ok } from '../../schemas/api/envelope';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { insertChangeRequest } from '../repos/change-requests';
import { APPROVAL_ROUTES, entityOf } from './approval-routes';
import { jsonBodyOf, recordWrite } from './audit-write';
import { snapshotOf } from './change-snapshot';
import type { OperatorActor } from './gate';

/** How long a request waits for its approval: a week unless configured (OPERATOR_APPROVAL_TTL_DAYS). */
export const DEFAULT_CHANGE_REQUEST_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const changeRequestTtlMs = (deps: AppDeps): number =>
  deps.config.changeRequestTtlMs ?? DEFAULT_CHANGE_REQUEST_TTL_MS;

/**
 * A write that needs a second operator, made while approval is on: kept as a change request (with what the
 * reviewer compares) instead of reaching its handler, answered 202 with the request, and logged.
 */
export async function deferWrite(
  deps: AppDeps,
  c: Context,
  endpoint: string,
  actor: OperatorActor,
): Promise<Response> {
  const url = new URL(c.req.url);
  const schema = APPROVAL_ROUTES[endpoint]?.body;
  if (schema) await parseBody(c, schema);
  const snapshot = await snapshotOf(deps, endpoint, c.req.path, await jsonBodyOf(c));
  const request = await insertChangeRequest(deps.db, {
    endpoint,
    entity: entityOf(endpoint, c.req.path) ?? c.req.path,
    path: `${url.pathname}${url.search}`,
    ...snapshot,
    maker: actor.name,
    makerRole: actor.role,
    now: deps.config.clock(),
    expiresAt: deps.config.clock() + changeRequestTtlMs(deps),
  });
  deps.config.logger(`change request ${request.id}: ${endpoint} (${request.entity}) asked by ${actor.name}`);
  const receipt: ChangeRequestReceipt = {
    changeRequest: { id: request.id, state: request.state, entity: request.entity },
  };
  const answer = c.json(ok(receipt), 202);
  await recordWrite(deps, c, {
    account: actor.name,
    role: actor.role,
    endpoint,
    disposition: 'requested',
    status: 202,
    changeRequestId: request.id,
  });
  return answer;
}
