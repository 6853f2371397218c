import { favouriteDocumented } from '../../schemas/api/endpoints/docs/favourites';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { accepted } from '../http/refusals';
import { addFavour, favourList, favourStates, removeFavour } from '../services/favourites';
import { clearViews, recordView, removeView, viewHistory } from '../services/view-history';

/**
 * Mounted at /api/channel/product (shopper): favourites and the browsing history (ours), the
 * handlers of schemas/api/endpoints/favourites/.
 */
export function favorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel/product', favouriteDocumented, {
    check: ({ user, body }) => favourStates(deps, user.customerId, body.skuNos),
    add: async ({ user, body }) => accepted(await addFavour(deps, user.customerId, body.skuNo)),
    remove: ({ user, body }) => removeFavour(deps, user.customerId, body.skuNo),
    list: ({ user, query }) => favourList(deps, user.customerId, query),
    recordView: async ({ user, body }) => accepted(await recordView(deps, user.customerId, body.skuNo)),
    viewHistory: ({ user, query }) => viewHistory(deps, user.customerId, query),
    removeView: ({ user, body }) => removeView(deps, user.customerId, body.spuNo, body.dayStart),
    clearViews: ({ user }) => clearViews(deps, user.customerId),
  });
}
