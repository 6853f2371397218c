import { storeCouponDocumented } from '../../schemas/api/endpoints/docs/catalogue';
import { HeaderNames } from '../../schemas/api/headers';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { accepted } from '../http/refusals';
import { claimCoupon, storeCouponList } from '../services/coupons';

const MAX_CLAIM_CODE = 128;

/** Mounted at /api/marketing/coupon: store-coupon-list (public, personal when signed in) and catch. */
export function couponRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/marketing/coupon', storeCouponDocumented, {
    list: async ({ user, query }) => accepted(await storeCouponList(deps, user?.customerId, query.skuNo)),
    claim: async ({ user, body, c }) => {
      // The claim is idempotent per uniqueCode: the same code claims once (a longer one is not a key).
      const code = c.req.header(HeaderNames.uniqueCode);
      const claimCode = code && code.length <= MAX_CLAIM_CODE ? code : null;
      const input = { couponNo: body.couponNo, skuNo: body.skuNo, claimCode };
      return accepted(await claimCoupon(deps, user.customerId, input));
    },
  });
}
