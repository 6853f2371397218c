import { storeFollowDocumented } from '../../../schemas/api/endpoints/docs/discovery';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { setFollowing, storeFollowState } from '../../services/store-follows';

/** Mounted at /api/channel (shopper): store/follow-state, store/follow, store/unfollow. */
export function storeFollowRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel', storeFollowDocumented, {
    state: async ({ user, query }) => accepted(await storeFollowState(deps, user.customerId, query.storeNo)),
    follow: async ({ user, body }) => accepted(await setFollowing(deps, user.customerId, body.storeNo, true)),
    unfollow: async ({ user, body }) =>
      accepted(await setFollowing(deps, user.customerId, body.storeNo, false)),
  });
}
