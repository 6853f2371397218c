import { Hono } from 'hono';
import { dailyDealQuerySchema } from '../../schemas/api/deals';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { dailyDeals } from '../services/catalogue';

/** /api/marketing daily deals: the tabbed flash-sale list and the server clock the countdowns run on. */
export function dealRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { config } = deps;

  r.get('/promotion/list', async (c) => {
    const q = parseQuery(c, dailyDealQuerySchema);
    return sendOk(c, await dailyDeals(deps, q));
  });

  r.get('/count-down/time-init', (c) => sendOk(c, { serverTime: config.clock() }));
  return r;
}
