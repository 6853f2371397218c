import type { Context, MiddlewareHandler } from 'hono';
import { HeaderNames } from '../../schemas/api/headers';
import { resolveUserCode } from '../auth/sessions';
import type { AppDeps } from '../config';
import { sendNotLoggedIn } from './envelope';
import type { AppEnv, SessionUser } from './types';

/**
 * One session lookup per request, shared by the idempotency layer and requireUser/optionalUser: the lookup
 * slides the session's end, and both must agree on who is calling.
 */
const resolved = new WeakMap<Request, Promise<SessionUser | null>>();

/** The customer behind the request's userCode header, or null when absent, unknown or expired. */
export function sessionOf(deps: AppDeps, c: Context<AppEnv>): Promise<SessionUser | null> {
  const known = resolved.get(c.req.raw);
  if (known) return known;
  const { config } = deps;
  const lookup = resolveUserCode(deps.db, c.req.header(HeaderNames.userCode), {
    env: config.env,
    now: config.clock(),
    ttlMs: config.sessionTtlMs,
  });
  resolved.set(c.req.raw, lookup);
  return lookup;
}

/** For user-scoped endpoints: without a valid, unexpired userCode the answer is resCode 0003. */
export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await sessionOf(deps, c);
    if (!user) return sendNotLoggedIn(c);
    c.set('user', user);
    await next();
  };
}

/** For public endpoints that record who called when they can (e.g. error reports). */
export function optionalUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', (await sessionOf(deps, c)) ?? undefined);
    await next();
  };
}

/** The customer set by requireUser. Calling it on a route without requireUser is a programming error. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new Error('currentUser() used on a route without requireUser()');
  return user;
}
