import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { matchedRoutes } from 'hono/route';
import { ErrorCodes } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { CONSOLE_COOKIE, CONSOLE_CSRF_HEADER } from '../../schemas/api/operator-console';
import { safeEqual } from '../auth/secrets';
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
import { rolesFor } from './route-roles';

/** Who is calling an operator endpoint: the audit name and the role the route table is checked against. */
export interface OperatorActor {
  name: string;
  role: OperatorRole;
}

const actors = new WeakMap<Request, OperatorActor>();

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
 * The one operator gate (issue 35, ADR 0045): authenticates the caller — the x-operator-token header
 * (the shared token's service account, unless turned off) or a console session cookie with, on writes, its
 * CSRF header — then admits it only if the route table lists its role for this endpoint. An endpoint
 * missing from the table is refused for every role, so a new operator route is closed until listed.
 */
export function operatorGate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const gate: MiddlewareHandler<AppEnv> = async (c, next) => {
    // Several gates can sit on one request's path (a router's and a route's own): the first decides.
    if (actors.has(c.req.raw)) return next();
    const t = textsFor(c, operatorMessages);
    let actor: OperatorActor;
    const bearer = c.req.header(HeaderNames.operatorToken);
    if (bearer !== undefined) {
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
    if (endpoint !== undefined) {
      const roles = rolesFor(endpoint);
      if (!roles) {
        deps.config.logger(`operator gate: ${endpoint} is not in the route table; refused`, 'warn');
        return sendFail(c, 403, ErrorCodes.forbidden, t.routeUnlisted);
      }
      if (!roles.includes(actor.role)) {
        return sendFail(c, 403, ErrorCodes.forbidden, t.roleRefused(actor.role), { role: actor.role });
      }
    }
    actors.set(c.req.raw, actor);
    await next();
  };
  gates.add(gate);
  return gate;
}

/** The name the older operator routes knew the gate by (x-operator-token, now also a session and roles). */
export const requireOperator = operatorGate;
