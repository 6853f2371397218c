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
  /** Answers every shopper call busy until now + ms (an operator's drill); 0 ends it. */
  drill(ms: number): void;
  state(): LoadShedState;
}

/**
 * Sheds load with an immediate busy answer (HTTP 429, "system busy", Retry-After) when too many shopper
 * calls are in flight or an operator's drill is on. Answering fast keeps the calls being served fast;
 * the app's waiting room retries after the countdown.
 */
export function createLoadShedder(clock: () => number, maxInFlight = MAX_IN_FLIGHT): LoadShedder {
  let inFlight = 0;
  let busyUntil: number | null = null;
  let shed = 0;
  const drilling = () => busyUntil !== null && clock() < busyUntil;

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const path = c.req.path;
    if (EXEMPT.some((prefix) => path.startsWith(prefix))) return next();
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
    drill(ms) {
      busyUntil = ms > 0 ? clock() + ms : null;
    },
    state: () => ({ busyUntil: drilling() ? busyUntil : null, inFlight, maxInFlight, shed }),
  };
}
