import { activityDocumented, promotionDocumented } from '../../../schemas/api/endpoints/docs/promotions';
import { HeaderNames } from '../../../schemas/api/headers';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { claimCoupon } from '../../services/coupons';
import {
  activitySpecialFlag,
  activityTags,
  addCartSku,
  promotionIndex,
  promotionMbankIndex,
  promotionTop,
} from '../../services/promotions';
import { sceneCoupons } from '../../services/scene-coupons';

const MAX_CLAIM_CODE = 128;

/**
 * /api/marketing promotions: the full-discount activity pages (promotion index, top,
 * mbank-index, add-cart-sku), activity tags on products, the coupons a scene offers and the nebula
 * channel's claim; the handlers of schemas/api/endpoints/promotions/. promotion/list (daily deals, or one
 * activity's goods) lives in routes/deals.ts.
 */
export function promotionRoutes(deps: AppDeps) {
  return endpointRoutes(
    deps,
    '/api/marketing',
    { ...promotionDocumented, ...activityDocumented },
    {
      index: () => promotionIndex(deps),
      top: () => promotionTop(deps),
      mbankIndex: ({ user }) => promotionMbankIndex(deps, user?.customerId),
      addCartSku: async ({ user, body }) => accepted(await addCartSku(deps, user.customerId, body)),
      tags: ({ body }) => activityTags(deps, body.skuNos),
      tagsOfOne: async ({ query }) => {
        const tags = await activityTags(deps, [query.skuNo]);
        return { skuNo: query.skuNo, tags: tags[query.skuNo] ?? [] };
      },
      specialFlag: async ({ query }) => accepted(await activitySpecialFlag(deps, query.skuNo)),
      sceneCoupons: ({ user, query }) => sceneCoupons(deps, user?.customerId, query.scene),
      // The nebula (lifestyle app) channel's claim: the same claim as coupon/catch, idempotent per uniqueCode.
      claimForNebula: async ({ user, body, c }) => {
        const code = c.req.header(HeaderNames.uniqueCode);
        const claimCode = code && code.length <= MAX_CLAIM_CODE ? code : null;
        const input = { couponNo: body.couponNo, skuNo: body.skuNo, claimCode };
        return accepted(await claimCoupon(deps, user.customerId, input));
      },
    },
  );
}
