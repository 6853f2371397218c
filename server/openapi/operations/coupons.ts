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
} from '../../../schemas/api/coupon-center';
import type { Operation } from '../operation';

const C = '/api/marketing/coupon';

/** The coupon center, My coupons, redemption codes and sends (issue 13; routes/marketing/coupon-center.ts). */
export const couponOperations: Operation[] = [
  {
    method: 'get',
    path: `${C}/my-coupon-info`,
    summary: "The caller's coupons in one tab (usable, used, expired), one page, each with its state label",
    tag: 'coupon',
    auth: 'user',
    query: myCouponInfoQuerySchema,
    result: myCouponInfoResultSchema,
  },
  {
    method: 'get',
    path: `${C}/summary`,
    summary: "Counts of the caller's coupons per tab and how many usable ones end within three days",
    tag: 'coupon',
    auth: 'user',
    result: couponSummarySchema,
  },
  {
    method: 'post',
    path: `${C}/coupon-price-cal`,
    summary:
      'What a coupon takes off the given SKUs if used now (cents); code-only coupons for their holders',
    tag: 'coupon',
    auth: 'none',
    body: couponPriceCalRequestSchema,
    result: couponPriceCalResultSchema,
  },
  {
    method: 'post',
    path: `${C}/catchPlainCodeCoupon`,
    summary: 'Redeem a one-use code; 5 wrong codes in 10 minutes pause the caller (429 with retryAfterMs)',
    tag: 'coupon',
    auth: 'user',
    body: catchPlainCodeRequestSchema,
    result: couponGivenSchema,
  },
  ...(['token-coupon-send', 'token-coupon-send-login'] as const).map(
    (name): Operation => ({
      method: 'post',
      path: `${C}/${name}`,
      summary:
        name === 'token-coupon-send'
          ? "A campaign link's coupon for the caller, once per campaign"
          : 'The same right after sign-on: answers sent: false with a reason instead of refusing',
      tag: 'coupon',
      auth: 'user',
      body: tokenCouponSendRequestSchema,
      result: tokenCouponSendResultSchema,
    }),
  ),
  {
    method: 'post',
    path: `${C}/batch-send-coupons`,
    summary: 'Operator: one coupon to each listed customer, once per (batchNo, customer), all or nothing',
    tag: 'coupon',
    auth: 'operator',
    body: batchSendRequestSchema,
    result: batchSendResultSchema,
  },
  {
    method: 'post',
    path: `${C}/operator/plain-codes`,
    summary: 'Operator: new one-use redemption codes for a coupon',
    tag: 'coupon',
    auth: 'operator',
    body: plainCodesRequestSchema,
    result: plainCodesResultSchema,
  },
  {
    method: 'post',
    path: `${C}/operator/campaigns`,
    summary: 'Operator: a campaign link token that gives its coupon once per customer',
    tag: 'coupon',
    auth: 'operator',
    body: campaignRequestSchema,
    result: campaignResultSchema,
  },
  {
    method: 'get',
    path: '/api/marketing/coupon-center/category-list',
    summary: "The coupon center's tabs and how many coupons each lists",
    tag: 'coupon',
    auth: 'none',
    result: centerCategoryListSchema,
  },
  {
    method: 'get',
    path: '/api/marketing/coupon-center/category',
    summary: "One page of a center tab, each coupon with the caller's state label (personal when signed in)",
    tag: 'coupon',
    auth: 'none',
    query: centerCategoryQuerySchema,
    result: centerCategoryResultSchema,
  },
];
