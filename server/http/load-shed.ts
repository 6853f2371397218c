import type { MiddlewareHandler } from 'hono';
import { BUSY_CODE, BUSY_STATUS, type LoadShedState } from '../../schemas/api/busy';
import { busyMessages } from '../i18n/busy';
import { textsFor } from '../i18n/request-lang';
import { sendFail } from './envelope';
import type { AppEnv } from './types';

/** More shopper calls than this at once and the next ones are turned away busy instead of queueing. */
export const MAX_IN_FLIGHT = 400;
/** What a busy answer tells the app to wait before asking again. */
export const RETRY_AFTER_MS = 5000;

/** Never shed: health, operators, the tracker, the API reference. A sale must not lock its operators out. */
const EXEMPT = [
  '/api/health',
  '/api/operator/',
  '/api/booth/operator',
  '/api/trace',
  '/api/openapi',
  '/api/docs',
];

export interface LoadShedder {
  middleware: MiddlewareHandler<AppEnv>;
  /** Answers every shopper call busy until now + ms (an operator's drill); 0 ends it. Every process alike. */
  drill(ms: number): Promise<void>;
  state(): LoadShedState;
}

/** Where the drill's end is kept for every process of a cluster (the database); absent: this process only. */
export interface SharedDrill {
  read(): Promise<number | null>;
  write(until: number | null): Promise<void>;
}

/** How often a process looks for a drill set through another one (a drill shows everywhere within this). */
const DRILL_SYNC_MS = 500;

/**
 * Sheds load with an immediate busy answer (HTTP 429, "system busy", Retry-After) when too many shopper
 * calls are in flight or an operator's drill is on. Answering fast keeps the calls being served fast;
 * the app's waiting room retries after the countdown.
 */
export function createLoadShedder(
  clock: () => number,
  maxInFlight = MAX_IN_FLIGHT,
  shared?: SharedDrill,
): LoadShedder {
  let inFlight = 0;
  let busyUntil: number | null = null;
  let shed = 0;
  const drilling = () => busyUntil !== null && clock() < busyUntil;
  // The in-flight cap is this process's own (it protects this process); the drill is the cluster's. The
  // shared value is looked up in the background, never on a shopper's call: shedding must stay instant.
  let syncedAt = Number.NEGATIVE_INFINITY;
  let syncing = false;
  const sync = () => {
    if (!shared || syncing || performance.now() - syncedAt < DRILL_SYNC_MS) return;
    syncing = true;
    shared
      .read()
      .then(
        (until) => {
          busyUntil = until;
          syncedAt = performance.now();
        },
        () => {
          // The database away: the last known drill stands until it answers again.
        },
      )
      .finally(() => {
        syncing = false;
      });
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const path = c.req.path;
    if (EXEMPT.some((prefix) => path.startsWith(prefix))) return next();
    sync();
    if (drilling() || inFlight >= maxInFlight) {
      shed += 1;
      c.header('retry-after', String(Math.ceil(RETRY_AFTER_MS / 1000)));
      return sendFail(c, BUSY_STATUS, BUSY_CODE, textsFor(c, busyMessages).busy, {
        retryAfterMs: RETRY_AFTER_MS,
      });
    }
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  };

  return {
    middleware,
    async drill(ms) {
      busyUntil = ms > 0 ? clock() + ms : null;
      await shared?.write(busyUntil);
      syncedAt = performance.now();
    },
    state: () => ({ busyUntil: drilling() ? busyUntil : null, inFlight, maxInFlight, shed }),
  };
}
