/**
 * The coupon center, My coupons, redemption codes and sends (issue 13), /api/marketing/coupon/* and
 * /api/marketing/coupon-center/*, and the category filter of a coupon's goods, /api/channel/get-coupon-category:
 * the one declaration of each endpoint (ADR 0063). Every shopper read is scoped to the caller's own coupons.
 * Claiming a store coupon (coupon/catch, coupon/store-coupon-list) is the catalogue's.
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
  couponCategoryQuerySchema,
  couponCategoryResultSchema,
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
} from '../coupon-center';
import { endpoint } from '../endpoint';

const C = '/api/marketing/coupon';
const CENTER = '/api/marketing/coupon-center';

export const couponEndpoints = {
  mine: endpoint({
    method: 'get',
    path: `${C}/my-coupon-info`,
    summary: "The caller's coupons in one tab (usable, used, expired), one page, each with its state label",
    tag: 'coupon',
    auth: 'shopper',
    query: myCouponInfoQuerySchema,
    result: myCouponInfoResultSchema,
  }),
  summary: endpoint({
    method: 'get',
    path: `${C}/summary`,
    summary: "Counts of the caller's coupons per tab and how many usable ones end within three days",
    tag: 'coupon',
    auth: 'shopper',
    result: couponSummarySchema,
    examples: { result: { usable: 3, used: 1, expired: 0, expiringSoon: 1 } },
  }),
  priceCal: endpoint({
    method: 'post',
    path: `${C}/coupon-price-cal`,
    summary:
      'What a coupon takes off the given SKUs if used now (cents); code-only coupons for their holders',
    tag: 'coupon',
    // Public, but a code-only coupon is priced for the shopper who holds it.
    auth: 'shopper-if-signed-in',
    body: couponPriceCalRequestSchema,
    result: couponPriceCalResultSchema,
    examples: {
      body: { couponNo: 'CP0001', items: [{ skuNo: 'SKU0001', quantity: 2 }] },
      result: {
        couponNo: 'CP0001',
        applicable: true,
        goodsCents: 39800,
        eligibleCents: 39800,
        deductCents: 3000,
        payableCents: 36800,
      },
    },
  }),
  redeemCode: endpoint({
    method: 'post',
    path: `${C}/catchPlainCodeCoupon`,
    summary: 'Redeem a one-use code; 5 wrong codes in 10 minutes pause the caller (429 with retryAfterMs)',
    tag: 'coupon',
    auth: 'shopper',
    body: catchPlainCodeRequestSchema,
    result: couponGivenSchema,
  }),
  tokenSend: endpoint({
    method: 'post',
    path: `${C}/token-coupon-send`,
    summary: "A campaign link's coupon for the caller, once per campaign",
    tag: 'coupon',
    auth: 'shopper',
    body: tokenCouponSendRequestSchema,
    result: tokenCouponSendResultSchema,
  }),
  tokenSendAfterLogin: endpoint({
    method: 'post',
    path: `${C}/token-coupon-send-login`,
    summary: 'The same right after sign-on: answers sent: false with a reason instead of refusing',
    tag: 'coupon',
    auth: 'shopper',
    body: tokenCouponSendRequestSchema,
    result: tokenCouponSendResultSchema,
    examples: {
      body: { token: 'CAMPAIGN0001' },
      result: { sent: false, already: false, reason: 'ended' },
    },
  }),
  batchSend: endpoint({
    method: 'post',
    path: `${C}/batch-send-coupons`,
    summary: 'Operator: one coupon to each listed customer, once per (batchNo, customer), all or nothing',
    tag: 'coupon',
    auth: 'operator',
    body: batchSendRequestSchema,
    result: batchSendResultSchema,
    examples: {
      body: { batchNo: 'B20261129', couponNo: 'CP0001', customerNos: ['C0001', 'C0002', 'C9999'] },
      result: { batchNo: 'B20261129', sent: 1, already: 1, unknownCustomerNos: ['C9999'] },
    },
  }),
  plainCodes: endpoint({
    method: 'post',
    path: `${C}/operator/plain-codes`,
    summary: 'Operator: new one-use redemption codes for a coupon',
    tag: 'coupon',
    auth: 'operator',
    body: plainCodesRequestSchema,
    result: plainCodesResultSchema,
  }),
  campaign: endpoint({
    method: 'post',
    path: `${C}/operator/campaigns`,
    summary: 'Operator: a campaign link token that gives its coupon once per customer',
    tag: 'coupon',
    auth: 'operator',
    body: campaignRequestSchema,
    result: campaignResultSchema,
  }),
  centerTabs: endpoint({
    method: 'get',
    path: `${CENTER}/category-list`,
    summary: "The coupon center's tabs and how many coupons each lists",
    tag: 'coupon',
    auth: 'public',
    result: centerCategoryListSchema,
  }),
  centerCoupons: endpoint({
    method: 'get',
    path: `${CENTER}/category`,
    summary: "One page of a center tab, each coupon with the caller's state label (personal when signed in)",
    tag: 'coupon',
    auth: 'shopper-if-signed-in',
    query: centerCategoryQuerySchema,
    result: centerCategoryResultSchema,
  }),
};

/** Mounted at /api/channel, beside the coupon's product search (catalogue). */
export const couponCategoryEndpoints = {
  categories: endpoint({
    method: 'get',
    path: '/api/channel/get-coupon-category',
    summary: "The categories of the goods a coupon covers, with SKU counts (its product list's filter)",
    tag: 'coupon',
    auth: 'public',
    query: couponCategoryQuerySchema,
    result: couponCategoryResultSchema,
  }),
};
