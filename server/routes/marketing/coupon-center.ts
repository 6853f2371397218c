import { couponDocumented } from '../../../schemas/api/endpoints/docs/coupons';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import {
  batchSendCoupons,
  catchPlainCode,
  centerCoupons,
  centerTabs,
  couponPriceCal,
  couponSummary,
  createCampaign,
  createPlainCodes,
  myCoupons,
  tokenCouponSend,
  tokenCouponSendLogin,
} from '../../services/coupon-center';

/**
 * Mounted at /api/marketing: My coupons, what a coupon saves, redemption codes, campaign and batch sends
 * (/coupon/*), the coupon center (/coupon-center/*) and the operator's codes and campaign links
 * (/coupon/operator/*); the handlers of schemas/api/endpoints/coupons/. Every customer read is scoped to
 * the caller's own coupons.
 */
export function couponCenterRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/marketing', couponDocumented, {
    mine: ({ user, query }) => myCoupons(deps, user.customerId, query),
    summary: ({ user }) => couponSummary(deps, user.customerId),
    priceCal: async ({ user, body }) => accepted(await couponPriceCal(deps, user?.customerId, body)),
    redeemCode: async ({ user, body }) => accepted(await catchPlainCode(deps, user.customerId, body.code)),
    tokenSend: async ({ user, body }) => accepted(await tokenCouponSend(deps, user.customerId, body.token)),
    tokenSendAfterLogin: ({ user, body }) => tokenCouponSendLogin(deps, user.customerId, body.token),
    batchSend: async ({ body }) => accepted(await batchSendCoupons(deps, body)),
    plainCodes: async ({ body }) => accepted(await createPlainCodes(deps, body.couponNo, body.count)),
    campaign: async ({ body }) => accepted(await createCampaign(deps, body.couponNo, body.endsAt)),
    centerTabs: () => centerTabs(deps),
    centerCoupons: ({ user, query }) => centerCoupons(deps, user?.customerId, query),
  });
}
