import type {
  CenterCategory,
  CenterCategoryList,
  CouponCategories,
  CouponGiven,
  CouponPriceCal,
  CouponSummary,
  MyCouponInfo,
  MyCouponTab,
  TokenCouponSend,
} from '../../schemas/api/coupon-center';
import { productCardFullDiscountProducts } from '../../schemas/api/endpoints/catalogue/product-card';
import { storeCouponClaim } from '../../schemas/api/endpoints/catalogue/store-coupon';
import {
  couponCenterCoupons,
  couponCenterTabs,
  couponMine,
  couponPriceCal,
  couponRedeemCode,
  couponSummary,
  couponTokenSend,
  couponTokenSendAfterLogin,
} from '../../schemas/api/endpoints/coupons/coupon';
import { couponCategoryTree } from '../../schemas/api/endpoints/coupons/coupon-category';
import type { ProductPage } from '../../schemas/api/productCard';
import type { CouponCatchResult } from '../../schemas/api/store-coupon';
import { call } from './call';
import type { ProductListQuery } from './productLists';

/**
 * The coupon center, My coupons, redemption and campaign links (schemas/api/coupon-center.ts). Each coupon
 * carries the spec's state label (`state`); screens pick button and text from it, and show -1 (claiming)
 * themselves while their claim request is in flight.
 */

/** My coupons: one page of a tab (usable / used / expired). */
export const fetchMyCoupons = (tab: MyCouponTab, pageNo: number, pageSize = 10): Promise<MyCouponInfo> =>
  call(couponMine, { query: { tab, pageNo, pageSize } }, { silent: true });

/** The tab badges and the "expiring soon" count. */
export const fetchCouponSummary = (): Promise<CouponSummary> => call(couponSummary, {}, { silent: true });

/** What the coupon takes off these SKUs if used now (the product page's price after coupon). */
export const calculateCouponPrice = (
  couponNo: string,
  items: readonly { skuNo: string; quantity: number }[],
): Promise<CouponPriceCal> =>
  call(couponPriceCal, { body: { couponNo, items: [...items] } }, { silent: true });

/**
 * Redeems a code typed by the shopper (case, spaces and dashes do not matter). Keep the uniqueCode for one
 * submit so a retry answers the same coupon. Refusals: 409 wrongCode (result.attemptsLeft) or used, 429
 * with result.retryAfterMs after five wrong codes in ten minutes.
 */
export const redeemCouponCode = (code: string, uniqueCode: string): Promise<CouponGiven> =>
  call(couponRedeemCode, { body: { code } }, { uniqueCode });

/** A campaign link's coupon; `afterLogin` uses the variant that never refuses (right after sign-on). */
export const sendCampaignCoupon = (
  token: string,
  uniqueCode: string,
  afterLogin = false,
): Promise<TokenCouponSend> =>
  call(
    afterLogin ? couponTokenSendAfterLogin : couponTokenSend,
    { body: { token } },
    { uniqueCode, silent: afterLogin },
  );

/** The coupon center's tabs. */
export const fetchCenterTabs = (): Promise<CenterCategoryList> =>
  call(couponCenterTabs, {}, { silent: true });

/** One page of a center tab, labelled for the signed-in shopper. */
export const fetchCenterCoupons = (tabId: number, pageNo: number, pageSize = 10): Promise<CenterCategory> =>
  call(couponCenterCoupons, { query: { tabId, pageNo, pageSize } }, { silent: true });

/** Claims a center coupon (no product in view); the answer carries its new state label. */
export const claimCenterCoupon = (couponNo: string, uniqueCode: string): Promise<CouponCatchResult> =>
  call(storeCouponClaim, { body: { couponNo } }, { uniqueCode });

/** The categories of a coupon's goods: the filter of its product list (/product/list/{couponNo}). */
export const fetchCouponCategories = (couponNo: string): Promise<CouponCategories> =>
  call(couponCategoryTree, { query: { couponNo } }, { silent: true });

/** One page of a coupon's goods, in one category or (null) in all. */
export const fetchCouponProducts = (
  couponNo: string,
  categoryCode: number | null,
  q: ProductListQuery,
): Promise<ProductPage> =>
  call(
    productCardFullDiscountProducts,
    { query: { couponNo, ...(categoryCode === null ? {} : { categoryCode }), ...q } },
    { silent: true },
  );
