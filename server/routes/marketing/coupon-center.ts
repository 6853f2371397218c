import { Hono } from 'hono';
import {
  batchSendRequestSchema,
  campaignRequestSchema,
  catchPlainCodeRequestSchema,
  centerCategoryQuerySchema,
  couponPriceCalRequestSchema,
  myCouponInfoQuerySchema,
  plainCodesRequestSchema,
  tokenCouponSendRequestSchema,
} from '../../../schemas/api/coupon-center';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, optionalUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { requireOperator } from '../../operators/gate';
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
 * (/coupon/operator/*). Every customer read is scoped to the caller's own coupons.
 */
export function couponCenterRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/coupon/my-coupon-info', requireUser(deps), async (c) => {
    const q = parseQuery(c, myCouponInfoQuerySchema);
    return sendOk(c, await myCoupons(deps, currentUser(c).customerId, q));
  });

  r.get('/coupon/summary', requireUser(deps), async (c) =>
    sendOk(c, await couponSummary(deps, currentUser(c).customerId)),
  );

  r.post('/coupon/coupon-price-cal', optionalUser(deps), async (c) => {
    const body = await parseBody(c, couponPriceCalRequestSchema);
    return sendOk(c, accepted(await couponPriceCal(deps, c.get('user')?.customerId, body)));
  });

  r.post('/coupon/catchPlainCodeCoupon', requireUser(deps), async (c) => {
    const body = await parseBody(c, catchPlainCodeRequestSchema);
    return sendOk(c, accepted(await catchPlainCode(deps, currentUser(c).customerId, body.code)));
  });

  r.post('/coupon/token-coupon-send', requireUser(deps), async (c) => {
    const body = await parseBody(c, tokenCouponSendRequestSchema);
    return sendOk(c, accepted(await tokenCouponSend(deps, currentUser(c).customerId, body.token)));
  });

  r.post('/coupon/token-coupon-send-login', requireUser(deps), async (c) => {
    const body = await parseBody(c, tokenCouponSendRequestSchema);
    return sendOk(c, await tokenCouponSendLogin(deps, currentUser(c).customerId, body.token));
  });

  r.post('/coupon/batch-send-coupons', requireOperator(deps), async (c) => {
    const body = await parseBody(c, batchSendRequestSchema);
    return sendOk(c, accepted(await batchSendCoupons(deps, body)));
  });

  r.post('/coupon/operator/plain-codes', requireOperator(deps), async (c) => {
    const body = await parseBody(c, plainCodesRequestSchema);
    return sendOk(c, accepted(await createPlainCodes(deps, body.couponNo, body.count)));
  });

  r.post('/coupon/operator/campaigns', requireOperator(deps), async (c) => {
    const body = await parseBody(c, campaignRequestSchema);
    return sendOk(c, accepted(await createCampaign(deps, body.couponNo, body.endsAt)));
  });

  r.get('/coupon-center/category-list', async (c) => sendOk(c, await centerTabs(deps)));

  r.get('/coupon-center/category', optionalUser(deps), async (c) => {
    const q = parseQuery(c, centerCategoryQuerySchema);
    return sendOk(c, await centerCoupons(deps, c.get('user')?.customerId, q));
  });
  return r;
}
