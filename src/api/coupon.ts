import { storeCouponClaim, storeCouponList } from '../../schemas/api/endpoints/catalogue/store-coupon';
import type { CouponCatchResult, StoreCouponList } from '../../schemas/api/store-coupon';
import { call } from './call';

/** Coupons for the product page; silent because the strip only decorates the page. */
export const fetchStoreCoupons = (skuNo: string): Promise<StoreCouponList> =>
  call(storeCouponList, { query: { skuNo } }, { silent: true });

/** Claims one; pass the same uniqueCode when retrying so the server claims it once. */
export const catchCoupon = (
  couponNo: string,
  skuNo: string,
  uniqueCode: string,
): Promise<CouponCatchResult> => call(storeCouponClaim, { body: { couponNo, skuNo } }, { uniqueCode });
