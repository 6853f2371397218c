import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { BUSY_CODE } from '../../schemas/api/busy';
import { SUCCESS_CODE } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import type { AppDeps } from '../config';
import { busyMessages } from '../i18n/busy';
import { textsFor } from '../i18n/request-lang';
import {
  claimKey,
  type IdempotencyWhere,
  keyState,
  releaseClaim,
  type StoredAnswer,
  storeAnswer,
  takeOverClaim,
} from '../repos/idempotency-keys';
import { sendFail } from './envelope';
import { RETRY_AFTER_MS } from './load-shed';
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

/** How long a claim may run before another request with the key takes it over (its holder died). */
export const CLAIM_LEASE_MS = 30_000;
/** How long a duplicate waits for the first request's answer before it is told to come back later. */
const WAIT_FOR_ANSWER_MS = 8_000;
const POLL_FIRST_MS = 10;
const POLL_MAX_MS = 100;

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

const replay = (answer: StoredAnswer): Response =>
  new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'idempotent-replayed': 'true' },
  });

/**
 * Gets the key for this request: 'run' when it holds the claim, or the response to give instead (the
 * stored answer, or busy when the first request with the key is still running after the wait). Polls with
 * a growing pause, bounded by a wall-clock deadline, never by the injected clock (tests freeze that).
 */
async function claimOrWait(
  deps: AppDeps,
  c: Context<AppEnv>,
  where: IdempotencyWhere,
): Promise<'run' | Response> {
  const deadline = performance.now() + WAIT_FOR_ANSWER_MS;
  let wait = POLL_FIRST_MS;
  for (;;) {
    const state = await keyState(deps.db, where);
    const now = deps.config.clock();
    if (state.kind === 'answered') return replay(state.answer);
    if (state.kind === 'free' && (await claimKey(deps.db, where, now))) return 'run';
    if (
      state.kind === 'pending' &&
      state.claimedAt <= now - CLAIM_LEASE_MS &&
      (await takeOverClaim(deps.db, where, state.claimedAt, now))
    )
      return 'run';
    if (performance.now() >= deadline) {
      c.header('retry-after', String(Math.ceil(RETRY_AFTER_MS / 1000)));
      return sendFail(c, 503, BUSY_CODE, textsFor(c, busyMessages).busy, { retryAfterMs: RETRY_AFTER_MS });
    }
    await pause(wait);
    wait = Math.min(POLL_MAX_MS, wait * 2);
  }
}

/** The success this request answered, if it is one to keep for its retries. */
async function answerToKeep(c: Context<AppEnv>): Promise<StoredAnswer | null> {
  if (unstored.has(c.req.raw)) return null;
  if (c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('json')) return null;
  const body = await c.res.clone().text();
  if (body.length > MAX_STORED_BODY) return null;
  let resCode: unknown;
  try {
    resCode = (JSON.parse(body) as { resCode?: unknown }).resCode;
  } catch {
    return null;
  }
  return resCode === SUCCESS_CODE ? { status: c.res.status, body } : null;
}

/**
 * A POST carrying a uniqueCode runs once per caller, method and path (a retried 'add to cart' must not add
 * twice): the key is claimed before the work (ADR 0030), so duplicates sent at the same time, to the same
 * process or to others on one database, wait for the first one's answer and replay it. Only successes are
 * kept; after a failure the claim is given back, so a retry runs for real. See docs/decisions/0012.
 */
export function idempotentWrites(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(HeaderNames.uniqueCode);
    if (c.req.method !== 'POST' || !key || key.length > MAX_KEY) return next();
    const scope = await scopeOf(deps, c);
    if (scope === null) return next();
    const path = new URL(c.req.url).pathname;
    const where: IdempotencyWhere = [scope, key, 'POST', path];
    const claim = await claimOrWait(deps, c, where);
    if (claim !== 'run') return claim;
    let kept: StoredAnswer | null = null;
    try {
      await next();
      kept = await answerToKeep(c);
    } finally {
      // A claim left behind would hold the key for the lease: given back, or filled with the answer.
      if (kept) await storeAnswer(deps.db, where, kept, deps.config.clock());
      else await releaseClaim(deps.db, where);
    }
  };
}
