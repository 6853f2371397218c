import { shipmentDocumented } from '../../../schemas/api/endpoints/docs/catalogue';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { shipmentEstimate } from '../../services/shipment';

/**
 * Mounted at /api/channel: product-shipment-detail and -v1 (public). A signed-in caller gets the
 * estimate for the address asked for (theirs only) or their default one; anybody else a generic region.
 */
export function shipmentRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel', shipmentDocumented, {
    shipment: async ({ user, query }) => accepted(await shipmentEstimate(deps, user?.customerId, query)),
    shipmentV1: async ({ user, query }) => accepted(await shipmentEstimate(deps, user?.customerId, query)),
  });
}
