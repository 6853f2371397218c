import { Hono } from 'hono';
import {
  tradeInEligibilityQuerySchema,
  tradeInEstimateRequestSchema,
} from '../../../schemas/api/special-purchase';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import {
  estimateTradeIn,
  myTradeInEstimates,
  tradeInEligibility,
  tradeInModels,
} from '../../services/trade-in';

/**
 * The spec's "trade-in endpoints" (/api/marketing/trade-in/…, issue 17): the simulated appraiser's device
 * table and whether a SKU takes a trade-in (public), an estimate held for the customer and their
 * estimates (user). create-order takes the estimate as `tradeInNo`.
 */
export function tradeInRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const user = requireUser(deps);
  r.get('/trade-in/models', async (c) => sendOk(c, accepted(await tradeInModels(deps))));
  r.get('/trade-in/eligibility', async (c) => {
    const { skuNo } = parseQuery(c, tradeInEligibilityQuerySchema);
    return sendOk(c, accepted(await tradeInEligibility(deps, skuNo)));
  });
  r.post('/trade-in/estimate', user, async (c) => {
    const body = await parseBody(c, tradeInEstimateRequestSchema);
    return sendOk(c, accepted(await estimateTradeIn(deps, currentUser(c).customerId, body)));
  });
  r.get('/trade-in/estimates', user, async (c) =>
    sendOk(c, accepted(await myTradeInEstimates(deps, currentUser(c).customerId))),
  );
  return r;
}
