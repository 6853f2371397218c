/**
 * The activity endpoints of promotions.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import {
  activitySpecialFlagResultSchema,
  activityTagsQuerySchema,
  activityTagsRequestSchema,
  activityTagsResultSchema,
  activityTagsV1ResultSchema,
  sceneCouponQuerySchema,
} from '../../promotion';
import {
  couponCatchRequestSchema,
  couponCatchResultSchema,
  storeCouponListResultSchema,
} from '../../store-coupon';

const M = '/api/marketing';

export const activityTags = endpoint({
  method: 'post',
  path: `${M}/activity/product-activity-tags`,
  auth: 'public',
  body: activityTagsRequestSchema,
  result: activityTagsResultSchema,
});

export const activityTagsOfOne = endpoint({
  method: 'get',
  path: `${M}/activity/product-activity-tags-v1`,
  auth: 'public',
  query: activityTagsQuerySchema,
  result: activityTagsV1ResultSchema,
});

export const activitySpecialFlag = endpoint({
  method: 'get',
  path: `${M}/activity/get-activity-special-flag`,
  auth: 'public',
  query: activityTagsQuerySchema,
  result: activitySpecialFlagResultSchema,
});

export const activitySceneCoupons = endpoint({
  method: 'get',
  path: `${M}/scene/get-coupon`,
  auth: 'shopper-if-signed-in',
  query: sceneCouponQuerySchema,
  result: storeCouponListResultSchema,
});

export const activityClaimForNebula = endpoint({
  method: 'post',
  path: `${M}/coupon/catch4nebula`,
  auth: 'shopper',
  body: couponCatchRequestSchema,
  result: couponCatchResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const activityEndpoints = {
  tags: activityTags,
  tagsOfOne: activityTagsOfOne,
  specialFlag: activitySpecialFlag,
  sceneCoupons: activitySceneCoupons,
  claimForNebula: activityClaimForNebula,
};
