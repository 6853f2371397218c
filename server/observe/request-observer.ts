import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from '../http/answer-headers';
import type { AppEnv } from '../http/types';
import { withRequestContext } from './log';
import type { Observability } from './observability';
import { REQUEST_ID_HEADER, requestIdFor, traceIdsFor } from './request-id';

/**
 * First middleware of the app: gives the request an id (answered in x-request-id; every line logged while
 * it is answered carries it, with the tracker's trace and span ids when the call carries them), then writes one line and one metric sample for it: route pattern (never the
 * raw URL: its query may hold a code or a phone number), status, latency, and the customer's pseudonym when
 * a session named one. Headers are logged at debug only, with the secret ones redacted (log.ts).
 */
export function observeRequests(obs: Observability): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    const trace = traceIdsFor((name) => c.req.header(name));
    await withRequestContext({ reqId, ...trace }, async () => {
      await next();
      setAnswerHeader(c, REQUEST_ID_HEADER, reqId);
      const seconds = (performance.now() - started) / 1000;
      // After next(): the pattern of the last handler that ran (the route, or the app-wide fallback).
      const route = c.req.routePath;
      const status = c.res.status;
      obs.metrics.observeRequest(route, c.req.method, status, seconds);
      const user = c.get('user');
      const line = {
        method: c.req.method,
        route,
        status,
        ms: Math.round(seconds * 10000) / 10,
        ...(user ? { customer: obs.customerHash(user.customerId) } : {}),
        ...(obs.log.isLevelEnabled('debug')
          ? { req: { headers: Object.fromEntries(c.req.raw.headers) } }
          : {}),
      };
      if (status >= 500) obs.log.error(line, 'request');
      else obs.log.info(line, 'request');
    });
  };
}
