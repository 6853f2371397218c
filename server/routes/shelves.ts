import { shelfDocumented, shelfOperatorDocumented } from '../../schemas/api/endpoints/docs/rankings';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { accepted } from '../http/refusals';
import { operatorShelves, putShelf, shopperShelves } from '../services/shelves';

/** Mounted at /api/channel/shelf (public): the operators' shelves as shoppers see them. */
export function shelfRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel/shelf', shelfDocumented, {
    list: () => shopperShelves(deps),
  });
}

/** Mounted at /api/operator/shelves (operator token, like the booth operator API): list and save shelves. */
export function shelfOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/shelves', shelfOperatorDocumented, {
    list: () => operatorShelves(deps),
    save: async ({ params, body }) => accepted(await putShelf(deps, params.shelfNo, body)),
  });
}
