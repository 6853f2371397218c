import { couponCategoryDocumented } from '../../../schemas/api/endpoints/docs/coupons';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { couponCategoryList } from '../../services/coupon-center';

/**
 * Mounted at /api/channel: get-coupon-category, the category filter of a coupon's product list (public);
 * the handler of schemas/api/endpoints/coupons/.
 */
export function couponCategoryRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel', couponCategoryDocumented, {
    categories: async ({ query }) => accepted(await couponCategoryList(deps, query.couponNo)),
  });
}
