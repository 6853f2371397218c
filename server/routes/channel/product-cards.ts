import { productCardDocumented } from '../../../schemas/api/endpoints/docs/catalogue';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { couponProducts, productRows } from '../../services/catalogue';
import { activityProducts } from '../../services/promotions';

/**
 * /api/channel product data for booth pages: the batched product-row call (one request per page,
 * keyed by row key) and the paged coupon-activity lists (the e-CNY zone's list is in ecny.ts; an activity's
 * category filter in full-discount-category.ts).
 */
export function productCardRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel', productCardDocumented, {
    cards: ({ body }) => productRows(deps, body.rows),
    cardsByQuery: ({ query }) => productRows(deps, query.rows),
    fullDiscountProducts: async ({ query }) => {
      const { couponNo, activityNo, categoryCode, ...page } = query;
      // A coupon's goods, or a full-discount activity's (the schema asks for exactly one of the two).
      if (activityNo !== undefined) {
        return accepted(await activityProducts(deps, { ...page, activityNo, categoryCode }));
      }
      return accepted(await couponProducts(deps, { ...page, couponNo: couponNo ?? '', categoryCode }));
    },
  });
}
