import { Hono } from 'hono';
import { shipmentQuerySchema } from '../../../schemas/api/shipment';
import type { AppDeps } from '../../config';
import { parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { optionalUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { shipmentEstimate } from '../../services/shipment';

/**
 * Mounted at /api/channel: product-shipment-detail and -v1 (public). A logged-in caller gets the
 * estimate for the address asked for (theirs only) or their default one; anybody else a generic region.
 */
export function shipmentRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  // Both paths answer the same shape; the client picks -v1 by speedFlag, as with price and price-v1.
  for (const path of ['/product-shipment-detail', '/product-shipment-detail-v1']) {
    r.get(path, optionalUser(deps), async (c) => {
      const q = parseQuery(c, shipmentQuerySchema);
      return sendOk(c, accepted(await shipmentEstimate(deps, c.get('user')?.customerId, q)));
    });
  }
  return r;
}
