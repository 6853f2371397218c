import type { Hono } from 'hono';
import { orderNoQuerySchema } from '../../../schemas/api/order';
import type { AppDeps } from '../../config';
import { parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { orderLogistics, orderPackages } from '../../services/orders';

/** view-logistics-v2 (whole order) and view-package-v2 (one parcel per store part), simulated. */
export function logisticsRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const user = requireUser(deps);

  r.get('/view-logistics-v2', user, async (c) => {
    const q = parseQuery(c, orderNoQuerySchema);
    return sendOk(c, accepted(await orderLogistics(deps, currentUser(c).customerId, q.orderNo)));
  });

  r.get('/view-package-v2', user, async (c) => {
    const q = parseQuery(c, orderNoQuerySchema);
    return sendOk(c, accepted(await orderPackages(deps, currentUser(c).customerId, q.orderNo)));
  });
}
