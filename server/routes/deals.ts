import { dealDocumented } from '../../schemas/api/endpoints/docs/catalogue';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { accepted } from '../http/refusals';
import { dailyDeals } from '../services/catalogue';
import { activityProducts } from '../services/promotions';

/**
 * /api/marketing daily deals: the tabbed flash-sale list (or, with activityNo, a full-discount activity's
 * goods) and the server clock the countdowns run on.
 */
export function dealRoutes(deps: AppDeps) {
  const { config } = deps;
  return endpointRoutes(deps, '/api/marketing', dealDocumented, {
    dailyDeals: async ({ query }) => {
      const { activityNo, categoryCode, ...q } = query;
      // With an activity: its goods (the 凑单 list), the same answer as full-discount-product-search.
      if (activityNo !== undefined) {
        return accepted(await activityProducts(deps, { ...q, activityNo, categoryCode }));
      }
      return dailyDeals(deps, q);
    },
    serverTime: () => ({ serverTime: config.clock() }),
  });
}
