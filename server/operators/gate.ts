import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { matchedRoutes } from 'hono/route';
import type { AuditRefusal } from '../../schemas/api/approvals';
import { ErrorCodes } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { CONSOLE_COOKIE, CONSOLE_CSRF_HEADER } from '../../schemas/api/operator-console';
import { newSecret, safeEqual } from '../auth/secrets';
import type { AppDeps } from '../config';
import { sendFail } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { operatorMessages } from '../i18n/operators';
import { textsFor } from '../i18n/request-lang';
import {
  isOperatorToken,
  liveSession,
  recordTokenFailure,
  signInLockedMs,
  TOKEN_ACCOUNT,
  tokenEnabled,
  tokenRole,
} from '../services/operator-session';
import { EMERGENCY_ROUTES, needsApproval, requestersOf } from './approval-routes';
import { recordWrite } from './audit-write';
import { deferWrite } from './defer-write';
import { rolesFor } from './route-roles';

/** Who is calling an operator endpoint: the audit name and the role the route table is checked against. */
export interface OperatorActor {
  name: string;
  role: OperatorRole;
}

const actors = new WeakMap<Request, OperatorActor>();

/** An approved change request replayed through its endpoint (./change-requests.ts). */
export interface Replay {
  /** The maker: the write is theirs, approved by another. */
  actor: OperatorActor;
  approvedBy: string;
  requestId: number;
  ip: string;
  userAgent: string | null;
}
/**
 * Replays in flight, by a one-time random ticket the replayed request carries in REPLAY_HEADER (a header,
 * not the Request object: middleware such as the body limit may wrap the request in a new one). A ticket
 * is taken once; a caller from outside cannot guess one, and one it sends is simply not found.
 */
const replays = new Map<string, Replay>();
export const REPLAY_HEADER = 'x-change-request-replay';

/** The headers that make a request built in the process an approved change's replay (used once). */
export function replayTicket(replay: Replay): Record<string, string> {
  const ticket = newSecret(24);
  replays.set(ticket, replay);
  return { [REPLAY_HEADER]: ticket };
}

/** Forgets a ticket the replay never used (the request failed before reaching the gate). */
export const dropReplayTicket = (headers: Record<string, string>): void => {
  const ticket = headers[REPLAY_HEADER];
  if (ticket !== undefined) replays.delete(ticket);
};

function takeReplay(c: Context): Replay | undefined {
  const ticket = c.req.header(REPLAY_HEADER);
  if (ticket === undefined) return undefined;
  const replay = replays.get(ticket);
  replays.delete(ticket);
  return replay;
}

/** Maker-checker is on unless the configuration turns it off (ADR 0048). */
export const approvalOn = (deps: AppDeps): boolean => deps.config.operatorApproval !== false;

/** The caller the gate admitted; undefined outside operator routes. */
export const operatorActorOf = (c: Context): OperatorActor | undefined => actors.get(c.req.raw);

/** Every gate handler, so the route-table test can find every route behind one (deny by default). */
const gates = new WeakSet<object>();
export const isOperatorGate = (handler: unknown): boolean =>
  typeof handler === 'function' && gates.has(handler);

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

/** The caller's address for throttling and logs: the socket's peer (a proxy in front is one address). */
export function callerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The endpoint a request reached, as registered (`POST /api/operator/lottery/:id/draw`): the first matched
 * route of the request's method that is not a wildcard middleware. Undefined when none matched (a 404).
 */
export function endpointOf(c: Context): string | undefined {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const hit = matchedRoutes(c).find((r) => r.method === method && !r.path.endsWith('*'));
  return hit ? `${method} ${hit.path}` : undefined;
}

/**
 * A write the gate refuses to an authenticated operator is logged too (ADR 0067): who tried what, and why.
 * Reads refused are not: the log is of attempts to change things.
 */
async function recordRefusal(
  deps: AppDeps,
  c: Context,
  endpoint: string,
  actor: OperatorActor,
  reason: AuditRefusal,
): Promise<void> {
  if (!isWrite(c.req.method)) return;
  await recordWrite(deps, c, {
    account: actor.name,
    role: actor.role,
    endpoint,
    disposition: 'refused',
    reason,
    status: 403,
  });
}

/**
 * The one operator gate (ADR 0045): authenticates the caller — the x-operator-token header
 * (the shared token's service account, unless turned off) or a console session cookie with, on writes, its
 * CSRF header — then admits it only if the route table lists its role for this endpoint. An endpoint
 * missing from the table is refused for every role, so a new operator route is closed until listed.
 */
export function operatorGate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const gate: MiddlewareHandler<AppEnv> = async (c, next) => {
    // Several gates can sit on one request's path (a router's and a route's own): the first decides.
    if (actors.has(c.req.raw)) return next();
    const t = textsFor(c, operatorMessages);
    const replay = takeReplay(c);
    let actor: OperatorActor;
    const bearer = c.req.header(HeaderNames.operatorToken);
    if (replay) {
      // Checked by the approval: another operator who may make this write approved the maker's request.
      actor = replay.actor;
    } else if (bearer !== undefined) {
      if (!tokenEnabled(deps)) return sendFail(c, 403, ErrorCodes.forbidden, t.tokenOff);
      // Guessing the token is guessing a password: an address past the limit is locked, right token or not.
      const address = callerAddress(c);
      const lockedMs = await signInLockedMs(deps, { name: null, address }, deps.config.clock());
      if (lockedMs > 0) {
        const minutes = Math.ceil(lockedMs / 60_000);
        c.header('retry-after', String(Math.ceil(lockedMs / 1000)));
        return sendFail(c, 429, ErrorCodes.tooMany, t.throttled(minutes));
      }
      if (!isOperatorToken(deps, bearer)) {
        await recordTokenFailure(deps, address);
        return sendFail(c, 403, ErrorCodes.forbidden, t.credentialsWrong);
      }
      actor = { name: TOKEN_ACCOUNT, role: tokenRole(deps) };
    } else {
      const session = await liveSession(deps, getCookie(c, CONSOLE_COOKIE));
      if (!session) return sendFail(c, 403, ErrorCodes.forbidden, t.credentialsWrong);
      if (isWrite(c.req.method) && !safeEqual(c.req.header(CONSOLE_CSRF_HEADER) ?? '', session.csrfToken)) {
        return sendFail(c, 403, ErrorCodes.forbidden, t.csrfWrong);
      }
      actor = { name: session.name, role: session.role };
    }
    const endpoint = endpointOf(c);
    // While approval is on, a write that needs a second operator may be asked for by more roles than may
    // make it (an editor asks for a publish); it then becomes a change request instead of running.
    const deferred =
      !replay &&
      endpoint !== undefined &&
      isWrite(c.req.method) &&
      approvalOn(deps) &&
      needsApproval(endpoint);
    if (endpoint !== undefined && !replay) {
      const roles = deferred ? requestersOf(endpoint) : rolesFor(endpoint);
      if (!roles) {
        deps.config.logger(`operator gate: ${endpoint} is not in the route table; refused`, 'warn');
        await recordRefusal(deps, c, endpoint, actor, 'routeUnlisted');
        return sendFail(c, 403, ErrorCodes.forbidden, t.routeUnlisted);
      }
      if (!roles.includes(actor.role)) {
        await recordRefusal(deps, c, endpoint, actor, 'role');
        return sendFail(c, 403, ErrorCodes.forbidden, t.roleRefused(actor.role), { role: actor.role });
      }
    }
    actors.set(c.req.raw, actor);
    if (endpoint === undefined || !isWrite(c.req.method)) return next();
    if (deferred) return deferWrite(deps, c, endpoint, actor);
    await next();
    // The one place every operator write is logged (ADR 0048), after the handler so its status is known.
    const emergency = approvalOn(deps) && EMERGENCY_ROUTES.has(endpoint);
    await recordWrite(deps, c, {
      account: actor.name,
      role: actor.role,
      endpoint,
      disposition: replay ? 'applied' : emergency ? 'emergency' : 'direct',
      status: c.res.status,
      ...(replay
        ? {
            changeRequestId: replay.requestId,
            approvedBy: replay.approvedBy,
            ip: replay.ip,
            userAgent: replay.userAgent,
          }
        : {}),
    });
  };
  gates.add(gate);
  return gate;
}

/** The name the older operator routes knew the gate by (x-operator-token, now also a session and roles). */
export const requireOperator = operatorGate;
