import { Hono, type MiddlewareHandler } from 'hono';
import { boothPageQuerySchema } from '../../schemas/api/booth';
import { refOfQuery } from '../booth/page-key';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { accepted } from '../http/refusals';
import type { AppEnv } from '../http/types';
import { forgetBoothPages } from '../services/booth-live-cache';
import { shopperPage } from '../services/booth-page';
import { consoleSessionRoutes } from './booth/console';
import { boothExperimentRoutes } from './booth/experiments';
import { boothOperatorRoutes } from './booth/operator';
import { sendServedLayout } from './booth/served-layout';
import { servedForShopper } from './booth/shopper-variant';
import { boothSlotRoutes } from './booth/slot';

/** /api/booth: the shopper's layout endpoint and, under /operator, the operators' API. */
export function boothRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/page', async (c) => {
    const q = parseQuery(c, boothPageQuerySchema);
    // One instant for both: the blocks dropped as expired are exactly those the app would hide.
    const now = deps.config.clock();
    const ref = refOfQuery(q);
    const live = accepted(await shopperPage(deps, ref, q.previewToken, now));
    const served = await servedForShopper(deps, c, ref, live, q.previewToken, now);
    // Time travel for the console's preview: only a valid preview token may move the clock
    // the app judges schedules and countdowns on; shoppers always get the real time.
    const serverTime = q.previewToken !== undefined && q.asOf !== undefined ? q.asOf : now;
    return sendServedLayout(c, served, serverTime);
  });

  // An operator's write (publish, rollback, schedule, a new page) may change what shoppers get: the
  // live layouts served from memory are dropped once it is done.
  const forgetAfterWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') forgetBoothPages(deps);
  };
  r.use('/operator/*', forgetAfterWrite);
  r.use('/console/*', forgetAfterWrite);
  r.route('/', boothSlotRoutes(deps));
  r.route('/operator', boothOperatorRoutes(deps));
  r.route('/operator', boothExperimentRoutes(deps));
  r.route('/console', consoleSessionRoutes(deps));
  return r;
}
