import { luxuryDocumented } from '../../../schemas/api/endpoints/docs/stores';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { luxuryConfirmationInfo, luxuryCouponList, luxuryStage } from '../../services/luxury';

/**
 * Mounted at /api/order: luxury-confirmation-info, luxury-stage, luxury-order-coupon-list (the caller's own
 * confirmations only), the handlers of schemas/api/endpoints/stores/.
 */
export function luxuryRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/order', luxuryDocumented, {
    confirmation: async ({ user, body }) =>
      accepted(await luxuryConfirmationInfo(deps, user.customerId, body)),
    stage: async ({ user, body }) => accepted(await luxuryStage(deps, user.customerId, body)),
    coupons: async ({ user, body }) =>
      accepted(await luxuryCouponList(deps, user.customerId, body.confirmToken)),
  });
}
