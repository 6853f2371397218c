import { fullDiscountCategoryDocumented } from '../../../schemas/api/endpoints/docs/promotions';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { activityCategoryList } from '../../services/promotions';

/**
 * Mounted at /api/channel: get-full-discount-category, the category filter of a full-discount activity's
 * goods (public); the handler of schemas/api/endpoints/promotions/. Its goods are the catalogue's
 * full-discount-product-search (product-cards.ts).
 */
export function fullDiscountCategoryRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel', fullDiscountCategoryDocumented, {
    categories: async ({ query }) => accepted(await activityCategoryList(deps, query.activityNo)),
  });
}
