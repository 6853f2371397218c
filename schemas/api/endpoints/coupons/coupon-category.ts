/**
 * The couponCategory endpoints of coupons.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { couponCategoryQuerySchema, couponCategoryResultSchema } from '../../coupon-center';
import { endpoint } from '../../endpoint';

/** Mounted at /api/channel, beside the coupon's product search (catalogue). */
export const couponCategoryTree = endpoint({
  method: 'get',
  path: '/api/channel/get-coupon-category',
  auth: 'public',
  query: couponCategoryQuerySchema,
  result: couponCategoryResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const couponCategoryEndpoints = {
  categories: couponCategoryTree,
};
