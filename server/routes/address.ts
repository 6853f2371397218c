import { addressDocumented } from '../../schemas/api/endpoints/docs/address';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { accepted } from '../http/refusals';
import { addressById, addressList, deleteAddress, openBankAddress, saveAddress } from '../services/addresses';

/** /api/order/address (shopper): the handlers of schemas/api/endpoints/address.ts. */
export function addressRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/order/address', addressDocumented, {
    list: ({ user }) => addressList(deps, user.customerId),
    save: async ({ user, body }) => accepted(await saveAddress(deps, user.customerId, body)),
    remove: async ({ user, body }) => accepted(await deleteAddress(deps, user.customerId, body.addressId)),
    openBankAddress: ({ body }) => accepted(openBankAddress(deps, body.cipher)),
    byId: async ({ user, params }) => accepted(await addressById(deps, user.customerId, params.addressId)),
  });
}
