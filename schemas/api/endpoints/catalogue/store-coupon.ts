/**
 * The storeCoupon endpoints of catalogue.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import {
  couponCatchRequestSchema,
  couponCatchResultSchema,
  storeCouponListQuerySchema,
  storeCouponListResultSchema,
} from '../../store-coupon';

const MARKETING = '/api/marketing';

export const storeCouponList = endpoint({
  method: 'get',
  path: `${MARKETING}/coupon/store-coupon-list`,
  auth: 'shopper-if-signed-in',
  query: storeCouponListQuerySchema,
  result: storeCouponListResultSchema,
});

export const storeCouponClaim = endpoint({
  method: 'post',
  path: `${MARKETING}/coupon/catch`,
  auth: 'shopper',
  body: couponCatchRequestSchema,
  result: couponCatchResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const storeCouponEndpoints = {
  list: storeCouponList,
  claim: storeCouponClaim,
};
