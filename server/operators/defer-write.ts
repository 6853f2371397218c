import type { Context } from 'hono';
import type { AuditRefusal, ChangeRequestReceipt } from '../../schemas/api/approvals';
import { ok } from '../../schemas/api/envelope';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { ApiError } from '../http/errors';
import { insertChangeRequest } from '../repos/change-requests';
import { APPROVAL_ROUTES, entityOf } from './approval-routes';
import { jsonBodyOf, recordWrite } from './audit-write';
import { type ChangeSnapshot, snapshotOf } from './change-snapshot';
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
  const snapshot = await askedSnapshot(deps, c, endpoint, actor);
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

/**
 * Why a write asked for approval was refused before any request was kept: its body (the schema, or a
 * target the catalogue lacks: 400, a body too large or not JSON) or the entity's state (404, 409).
 */
const askRefusal = (status: number): AuditRefusal => (status === 404 || status === 409 ? 'state' : 'invalid');

/**
 * The body checked and the reviewer's snapshot taken. A refusal here (a bad body, a coupon template's fixed
 * field) is an attempt to change things that never became a request, so it is logged as the gate logs the
 * writes it refuses (ADR 0067, ADR 0074): one `refused` row with the caller, the route, the body, the status
 * and why; then the caller gets the refusal as before.
 */
async function askedSnapshot(
  deps: AppDeps,
  c: Context,
  endpoint: string,
  actor: OperatorActor,
): Promise<ChangeSnapshot> {
  try {
    const schema = APPROVAL_ROUTES[endpoint]?.body;
    if (schema) await parseBody(c, schema);
    return await snapshotOf(deps, endpoint, c.req.path, await jsonBodyOf(c));
  } catch (err) {
    if (err instanceof ApiError) {
      await recordWrite(deps, c, {
        account: actor.name,
        role: actor.role,
        endpoint,
        disposition: 'refused',
        reason: askRefusal(err.status),
        status: err.status,
      });
    }
    throw err;
  }
}
