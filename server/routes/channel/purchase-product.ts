import { purchaseProductDocumented } from '../../../schemas/api/endpoints/docs/discovery';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { purchaseBase, purchaseShipment } from '../../services/purchase-products';

/** Mounted at /api/channel: purchase-product/base and shipment-detail (public; the caller's quota and address when signed in). */
export function purchaseProductRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel', purchaseProductDocumented, {
    base: async ({ user, query }) =>
      accepted(await purchaseBase(deps, user?.customerId ?? null, query.spuNo)),
    shipment: async ({ user, query }) =>
      accepted(await purchaseShipment(deps, user?.customerId ?? null, query.skuNo, query.addressId)),
  });
}
