/**
 * Promotions (issue 13): the full-discount activity pages (/api/marketing/promotion/*), the category filter
 * of an activity's goods (/api/channel/get-full-discount-category), activity tags on products, the coupons
 * a screen offers and the nebula channel's claim: the one declaration of each endpoint (ADR 0063). Three
 * records in the registry's old order; the first and the last are served by one router at /api/marketing.
 */
import { endpoint } from '../endpoint';
import {
  activitySpecialFlagResultSchema,
  activityTagsQuerySchema,
  activityTagsRequestSchema,
  activityTagsResultSchema,
  activityTagsV1ResultSchema,
  fullDiscountCategoryQuerySchema,
  fullDiscountCategoryResultSchema,
  promotionAddCartRequestSchema,
  promotionAddCartResultSchema,
  promotionIndexResultSchema,
  promotionMbankIndexResultSchema,
  promotionTopResultSchema,
  sceneCouponQuerySchema,
} from '../promotion';
import {
  couponCatchRequestSchema,
  couponCatchResultSchema,
  storeCouponListResultSchema,
} from '../store-coupon';

const M = '/api/marketing';

export const promotionIndex = endpoint({
  method: 'get',
  path: `${M}/promotion/index`,
  auth: 'public',
  result: promotionIndexResultSchema,
});

export const promotionTop = endpoint({
  method: 'get',
  path: `${M}/promotion/top`,
  auth: 'public',
  result: promotionTopResultSchema,
});

export const promotionMbankIndex = endpoint({
  method: 'get',
  path: `${M}/promotion/mbank-index`,
  auth: 'shopper-if-signed-in',
  result: promotionMbankIndexResultSchema,
});

export const promotionAddCartSku = endpoint({
  method: 'post',
  path: `${M}/promotion/add-cart-sku`,
  auth: 'shopper',
  body: promotionAddCartRequestSchema,
  result: promotionAddCartResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const promotionEndpoints = {
  index: promotionIndex,
  top: promotionTop,
  mbankIndex: promotionMbankIndex,
  addCartSku: promotionAddCartSku,
};

/** Mounted at /api/channel, beside the activity's product search (catalogue). */
export const fullDiscountCategoryCategories = endpoint({
  method: 'get',
  path: '/api/channel/get-full-discount-category',
  auth: 'public',
  query: fullDiscountCategoryQuerySchema,
  result: fullDiscountCategoryResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const fullDiscountCategoryEndpoints = {
  categories: fullDiscountCategoryCategories,
};

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
