import { tradeInDocumented } from '../../../schemas/api/endpoints/docs/special-purchases';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import {
  estimateTradeIn,
  myTradeInEstimates,
  tradeInEligibility,
  tradeInModels,
} from '../../services/trade-in';

/**
 * Mounted at /api/marketing: the spec's "trade-in endpoints" (/api/marketing/trade-in/…), the
 * handlers of schemas/api/endpoints/special-purchases.ts: the simulated appraiser's device table and
 * whether a SKU takes a trade-in (public), an estimate held for the customer and their estimates (user).
 * create-order takes the estimate as `tradeInNo`.
 */
export function tradeInRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/marketing', tradeInDocumented, {
    models: async () => accepted(await tradeInModels(deps)),
    eligibility: async ({ query }) => accepted(await tradeInEligibility(deps, query.skuNo)),
    estimate: async ({ user, body }) => accepted(await estimateTradeIn(deps, user.customerId, body)),
    estimates: async ({ user }) => accepted(await myTradeInEstimates(deps, user.customerId)),
  });
}
