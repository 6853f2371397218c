import { Hono, type MiddlewareHandler } from 'hono';
import { boothPageQuerySchema } from '../../schemas/api/booth';
import { refOfQuery } from '../booth/page-key';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { OK_JSON } from '../http/envelope';
import { sendKeptJson } from '../http/kept-answer';
import { accepted } from '../http/refusals';
import type { AppEnv } from '../http/types';
import { forgetBoothPages } from '../services/booth-live-cache';
import { shopperPage } from '../services/booth-page';
import { consoleSessionRoutes } from './booth/console';
import { boothOperatorRoutes } from './booth/operator';
import { boothSlotRoutes } from './booth/slot';

/** /api/booth: the shopper's layout endpoint and, under /operator, the operators' API. */
export function boothRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/page', async (c) => {
    const q = parseQuery(c, boothPageQuerySchema);
    // One instant for both: the blocks dropped as expired are exactly those the app would hide.
    const now = deps.config.clock();
    const served = accepted(await shopperPage(deps, refOfQuery(q), q.previewToken, now));
    // Time travel for the console's preview (issue 18): only a valid preview token may move the clock
    // the app judges schedules and countdowns on; shoppers always get the real time.
    const serverTime = q.previewToken !== undefined && q.asOf !== undefined ? q.asOf : now;
    // Made for this read (a draft shown by a preview token, the QA replay): sent as it is, untagged; a
    // draft stays out of every cache (no-store).
    if (!served.kept) {
      const body = `${OK_JSON.head}{"layout":${served.json},"serverTime":${serverTime}}${OK_JSON.tail}`;
      return c.body(body, 200, { 'content-type': 'application/json' });
    }
    // The layout's JSON, its tag and its compressed bytes are made once and kept (issue 19); only the
    // request's serverTime is added. The tag covers the layout, not serverTime, so a client that has the
    // layout gets 304 (no body) and keeps its copy; the serverTime inside that copy is as old as the
    // copy, so a client that revalidates takes the time from the 304's Date header instead (the app's
    // t= reads are never revalidated).
    return sendKeptJson(
      c,
      served,
      () => `${OK_JSON.head}{"layout":${served.json},"serverTime":`,
      `${serverTime}}${OK_JSON.tail}`,
    );
  });

  // An operator's write (publish, rollback, schedule, a new page) may change what shoppers get: the
  // live layouts served from memory are dropped once it is done (issue 19).
  const forgetAfterWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') forgetBoothPages(deps);
  };
  r.use('/operator/*', forgetAfterWrite);
  r.use('/console/*', forgetAfterWrite);
  r.route('/', boothSlotRoutes(deps));
  r.route('/operator', boothOperatorRoutes(deps));
  r.route('/console', consoleSessionRoutes(deps));
  return r;
}
