import { storeSimDocumented } from '../../schemas/api/endpoints/docs/after-sales';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { accepted } from '../http/refusals';
import {
  storeApprove,
  storeInbox,
  storeReceive,
  storeReject,
  storeSweep,
} from '../services/after-sale-store';

/**
 * /api/store-sim (operator token): the simulated store's side of after-sales, like the simulated cashier
 * is the bank's side of payment; the handlers of the store half of schemas/api/endpoints/after-sales.ts.
 * Approve, reject with a reason, receive a returned parcel, read the inbox, and run the timer pass now.
 */
export function storeSimRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/store-sim', storeSimDocumented, {
    inbox: ({ query }) => storeInbox(deps, query.state ?? null),
    approve: async ({ body }) => accepted(await storeApprove(deps, body.rmaNo)),
    reject: async ({ body }) => accepted(await storeReject(deps, body.rmaNo, body.reason)),
    receive: async ({ body }) => accepted(await storeReceive(deps, body.rmaNo)),
    sweep: () => storeSweep(deps),
  });
}
