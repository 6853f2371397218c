/**
 * The coupon endpoints of coupons.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import {
  batchSendRequestSchema,
  batchSendResultSchema,
  campaignRequestSchema,
  campaignResultSchema,
  catchPlainCodeRequestSchema,
  centerCategoryListSchema,
  centerCategoryQuerySchema,
  centerCategoryResultSchema,
  couponGivenSchema,
  couponPriceCalRequestSchema,
  couponPriceCalResultSchema,
  couponSummarySchema,
  myCouponInfoQuerySchema,
  myCouponInfoResultSchema,
  plainCodesRequestSchema,
  plainCodesResultSchema,
  tokenCouponSendRequestSchema,
  tokenCouponSendResultSchema,
} from '../../coupon-center';
import { endpoint } from '../../endpoint';

const C = '/api/marketing/coupon';
const CENTER = '/api/marketing/coupon-center';

export const couponMine = endpoint({
  method: 'get',
  path: `${C}/my-coupon-info`,
  auth: 'shopper',
  query: myCouponInfoQuerySchema,
  result: myCouponInfoResultSchema,
});

export const couponSummary = endpoint({
  method: 'get',
  path: `${C}/summary`,
  auth: 'shopper',
  result: couponSummarySchema,
});

export const couponPriceCal = endpoint({
  method: 'post',
  path: `${C}/coupon-price-cal`,
  // Public, but a code-only coupon is priced for the shopper who holds it.
  auth: 'shopper-if-signed-in',
  body: couponPriceCalRequestSchema,
  result: couponPriceCalResultSchema,
});

export const couponRedeemCode = endpoint({
  method: 'post',
  path: `${C}/catchPlainCodeCoupon`,
  auth: 'shopper',
  body: catchPlainCodeRequestSchema,
  result: couponGivenSchema,
});

export const couponTokenSend = endpoint({
  method: 'post',
  path: `${C}/token-coupon-send`,
  auth: 'shopper',
  body: tokenCouponSendRequestSchema,
  result: tokenCouponSendResultSchema,
});

export const couponTokenSendAfterLogin = endpoint({
  method: 'post',
  path: `${C}/token-coupon-send-login`,
  auth: 'shopper',
  body: tokenCouponSendRequestSchema,
  result: tokenCouponSendResultSchema,
});

export const couponBatchSend = endpoint({
  method: 'post',
  path: `${C}/batch-send-coupons`,
  auth: 'operator',
  body: batchSendRequestSchema,
  result: batchSendResultSchema,
});

export const couponPlainCodes = endpoint({
  method: 'post',
  path: `${C}/operator/plain-codes`,
  auth: 'operator',
  body: plainCodesRequestSchema,
  result: plainCodesResultSchema,
});

export const couponCampaign = endpoint({
  method: 'post',
  path: `${C}/operator/campaigns`,
  auth: 'operator',
  body: campaignRequestSchema,
  result: campaignResultSchema,
});

export const couponCenterTabs = endpoint({
  method: 'get',
  path: `${CENTER}/category-list`,
  auth: 'public',
  result: centerCategoryListSchema,
});

export const couponCenterCoupons = endpoint({
  method: 'get',
  path: `${CENTER}/category`,
  auth: 'shopper-if-signed-in',
  query: centerCategoryQuerySchema,
  result: centerCategoryResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const couponEndpoints = {
  mine: couponMine,
  summary: couponSummary,
  priceCal: couponPriceCal,
  redeemCode: couponRedeemCode,
  tokenSend: couponTokenSend,
  tokenSendAfterLogin: couponTokenSendAfterLogin,
  batchSend: couponBatchSend,
  plainCodes: couponPlainCodes,
  campaign: couponCampaign,
  centerTabs: couponCenterTabs,
  centerCoupons: couponCenterCoupons,
};
