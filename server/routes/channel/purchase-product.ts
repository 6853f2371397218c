import { Hono } from 'hono';
import { purchaseBaseQuerySchema, purchaseShipmentQuerySchema } from '../../../schemas/api/purchase-product';
import type { AppDeps } from '../../config';
import { parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { optionalUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { purchaseBase, purchaseShipment } from '../../services/purchase-products';

/** Mounted at /api/channel: purchase-product/base and shipment-detail (public; the caller's quota and address when signed in). */
export function purchaseProductRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/purchase-product/base', optionalUser(deps), async (c) => {
    const q = parseQuery(c, purchaseBaseQuerySchema);
    return sendOk(c, accepted(await purchaseBase(deps, c.get('user')?.customerId ?? null, q.spuNo)));
  });
  r.get('/purchase-product/shipment-detail', optionalUser(deps), async (c) => {
    const q = parseQuery(c, purchaseShipmentQuerySchema);
    return sendOk(
      c,
      accepted(await purchaseShipment(deps, c.get('user')?.customerId ?? null, q.skuNo, q.addressId)),
    );
  });
  return r;
}
