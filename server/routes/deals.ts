import { Hono } from 'hono';
import { promotionListQuerySchema } from '../../schemas/api/promotion';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import type { AppEnv } from '../http/types';
import { dailyDeals } from '../services/catalogue';
import { activityProducts } from '../services/promotions';

/**
 * /api/marketing daily deals: the tabbed flash-sale list (or, with activityNo, a full-discount activity's
 * goods) and the server clock the countdowns run on.
 */
export function dealRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { config } = deps;

  r.get('/promotion/list', async (c) => {
    const { activityNo, categoryCode, ...q } = parseQuery(c, promotionListQuerySchema);
    // With an activity: its goods (the 凑单 list), the same answer as full-discount-product-search.
    if (activityNo !== undefined) {
      return sendOk(c, accepted(await activityProducts(deps, { ...q, activityNo, categoryCode })));
    }
    return sendOk(c, await dailyDeals(deps, q));
  });

  r.get('/count-down/time-init', (c) => sendOk(c, { serverTime: config.clock() }));
  return r;
}
