import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { SUCCESS_CODE } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import type { AppDeps } from '../config';
import { findStoredAnswer, type IdempotencyWhere, storeAnswer } from '../repos/idempotency-keys';
import { sessionOf } from './session';
import type { AppEnv } from './types';

const MAX_KEY = 128;
const MAX_STORED_BODY = 64 * 1024;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

const unstored = new WeakSet<Request>();

/**
 * For answers that carry a new secret (the session a login exchange creates): they are not kept, because
 * idempotency_keys holds answers in clear text while sessions are stored hashed. A retry then runs again
 * and is refused (the one-time code is spent), which costs a new login, not a session.
 */
export function doNotStoreAnswer(c: Context): void {
  unstored.add(c.req.raw);
}

/**
 * Whose stored answers this request may see, decided after the session check:
 * - a live session: its customer (a retry after signing in again still replays);
 * - a userCode that is unknown or expired: nobody's, so the request runs for real and a user-scoped route
 *   answers 0003 instead of a stored success;
 * - no userCode: the body's hash, so only someone who sent the very same request (and knows its
 *   uniqueCode) gets its answer; a bogus login code under a stolen uniqueCode is simply a new request.
 */
async function scopeOf(deps: AppDeps, c: Context<AppEnv>): Promise<string | null> {
  if (c.req.header(HeaderNames.userCode)) {
    const user = await sessionOf(deps, c);
    return user ? `customer:${user.customerId}` : null;
  }
  return `anon:${sha256(await c.req.text())}`;
}

/**
 * A POST carrying a uniqueCode that already succeeded for the same caller, method and path is answered
 * with the stored answer instead of running again (a retried 'add to cart' must not add twice). Only
 * successes are stored, so a retry after a failure runs for real. See docs/decisions/0012.
 */
export function idempotentWrites(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(HeaderNames.uniqueCode);
    if (c.req.method !== 'POST' || !key || key.length > MAX_KEY) return next();
    const scope = await scopeOf(deps, c);
    if (scope === null) return next();
    const path = new URL(c.req.url).pathname;
    const where: IdempotencyWhere = [scope, key, 'POST', path];
    const hit = await findStoredAnswer(deps.db, where);
    if (hit) {
      return new Response(hit.body, {
        status: hit.status,
        headers: { 'content-type': 'application/json; charset=UTF-8', 'idempotent-replayed': 'true' },
      });
    }
    await next();
    if (unstored.has(c.req.raw)) return;
    if (c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('json')) return;
    const body = await c.res.clone().text();
    if (body.length > MAX_STORED_BODY) return;
    let resCode: unknown;
    try {
      resCode = (JSON.parse(body) as { resCode?: unknown }).resCode;
    } catch {
      return;
    }
    if (resCode !== SUCCESS_CODE) return;
    await storeAnswer(deps.db, where, { status: c.res.status, body }, deps.config.clock());
  };
}
