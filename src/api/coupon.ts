import {
  type CouponCatchResult,
  couponCatchResultSchema,
  type StoreCouponList,
  storeCouponListResultSchema,
} from '../../schemas/api/store-coupon';
import { get, post } from './client';

const COUPON = '/api/marketing/coupon';

/** Coupons for the product page; silent because the strip only decorates the page. */
export const fetchStoreCoupons = (skuNo: string): Promise<StoreCouponList> =>
  get(`${COUPON}/store-coupon-list`, { skuNo }, { schema: storeCouponListResultSchema, silent: true });

/** Claims one; pass the same uniqueCode when retrying so the server claims it once. */
export const catchCoupon = (
  couponNo: string,
  skuNo: string,
  uniqueCode: string,
): Promise<CouponCatchResult> =>
  post(`${COUPON}/catch`, { couponNo, skuNo }, { schema: couponCatchResultSchema, uniqueCode });
