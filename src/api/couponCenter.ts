import {
  type CenterCategory,
  type CenterCategoryList,
  type CouponCategories,
  type CouponGiven,
  type CouponPriceCal,
  type CouponSummary,
  centerCategoryListSchema,
  centerCategoryResultSchema,
  couponCategoryResultSchema,
  couponGivenSchema,
  couponPriceCalResultSchema,
  couponSummarySchema,
  type MyCouponInfo,
  type MyCouponTab,
  myCouponInfoResultSchema,
  type TokenCouponSend,
  tokenCouponSendResultSchema,
} from '../../schemas/api/coupon-center';
import { type ProductPage, productPageSchema } from '../../schemas/api/productCard';
import { type CouponCatchResult, couponCatchResultSchema } from '../../schemas/api/store-coupon';
import type { ProductListQuery } from './booth';
import { get, post } from './client';

const COUPON = '/api/marketing/coupon';
const CENTER = '/api/marketing/coupon-center';

/**
 * The coupon center, My coupons, redemption and campaign links (schemas/api/coupon-center.ts). Each coupon
 * carries the spec's state label (`state`); screens pick button and text from it, and show -1 (claiming)
 * themselves while their claim request is in flight.
 */

/** My coupons: one page of a tab (usable / used / expired). */
export const fetchMyCoupons = (tab: MyCouponTab, pageNo: number, pageSize = 10): Promise<MyCouponInfo> =>
  get(
    `${COUPON}/my-coupon-info`,
    { tab, pageNo, pageSize },
    { schema: myCouponInfoResultSchema, silent: true },
  );

/** The tab badges and the "expiring soon" count. */
export const fetchCouponSummary = (): Promise<CouponSummary> =>
  get(`${COUPON}/summary`, {}, { schema: couponSummarySchema, silent: true });

/** What the coupon takes off these SKUs if used now (the product page's price after coupon). */
export const calculateCouponPrice = (
  couponNo: string,
  items: readonly { skuNo: string; quantity: number }[],
): Promise<CouponPriceCal> =>
  post(
    `${COUPON}/coupon-price-cal`,
    { couponNo, items },
    { schema: couponPriceCalResultSchema, silent: true },
  );

/**
 * Redeems a code typed by the shopper (case, spaces and dashes do not matter). Keep the uniqueCode for one
 * submit so a retry answers the same coupon. Refusals: 409 wrongCode (result.attemptsLeft) or used, 429
 * with result.retryAfterMs after five wrong codes in ten minutes.
 */
export const redeemCouponCode = (code: string, uniqueCode: string): Promise<CouponGiven> =>
  post(`${COUPON}/catchPlainCodeCoupon`, { code }, { schema: couponGivenSchema, uniqueCode });

/** A campaign link's coupon; `afterLogin` uses the variant that never refuses (right after sign-on). */
export const sendCampaignCoupon = (
  token: string,
  uniqueCode: string,
  afterLogin = false,
): Promise<TokenCouponSend> =>
  post(
    `${COUPON}/${afterLogin ? 'token-coupon-send-login' : 'token-coupon-send'}`,
    { token },
    {
      schema: tokenCouponSendResultSchema,
      uniqueCode,
      silent: afterLogin,
    },
  );

/** The coupon center's tabs. */
export const fetchCenterTabs = (): Promise<CenterCategoryList> =>
  get(`${CENTER}/category-list`, {}, { schema: centerCategoryListSchema, silent: true });

/** One page of a center tab, labelled for the signed-in shopper. */
export const fetchCenterCoupons = (tabId: number, pageNo: number, pageSize = 10): Promise<CenterCategory> =>
  get(
    `${CENTER}/category`,
    { tabId, pageNo, pageSize },
    { schema: centerCategoryResultSchema, silent: true },
  );

/** Claims a center coupon (no product in view); the answer carries its new state label. */
export const claimCenterCoupon = (couponNo: string, uniqueCode: string): Promise<CouponCatchResult> =>
  post(`${COUPON}/catch`, { couponNo }, { schema: couponCatchResultSchema, uniqueCode });

/** The categories of a coupon's goods: the filter of its product list (/product/list/{couponNo}). */
export const fetchCouponCategories = (couponNo: string): Promise<CouponCategories> =>
  get('/api/channel/get-coupon-category', { couponNo }, { schema: couponCategoryResultSchema, silent: true });

/** One page of a coupon's goods in one category (all categories: productLists.activity). */
export const fetchCouponProducts = (
  couponNo: string,
  categoryCode: number,
  q: ProductListQuery,
): Promise<ProductPage> =>
  get(
    '/api/channel/full-discount-product-search',
    { couponNo, categoryCode, ...q },
    { schema: productPageSchema, silent: true },
  );
