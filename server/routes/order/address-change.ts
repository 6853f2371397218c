import { addressChangeDocumented } from '../../../schemas/api/endpoints/docs/comments';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { changeReceiveAddress } from '../../services/address-change';

/**
 * Mounted at /api/order: change-receive-address, a new receiver before shipment; answers the order detail
 * after the change (the handler of schemas/api/endpoints/comments/).
 */
export function addressChangeRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/order', addressChangeDocumented, {
    changeReceiveAddress: async ({ user, body }) =>
      accepted(await changeReceiveAddress(deps, user.customerId, body)),
  });
}
