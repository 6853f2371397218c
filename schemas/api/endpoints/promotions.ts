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

const tag = {
  activityNo: 'MJ2026001',
  kind: 'fullDiscount' as const,
  title: '满300减30',
  tiers: [{ thresholdCents: 30000, reductionCents: 3000 }],
  endAt: 1767196799000,
};

export const promotionEndpoints = {
  index: endpoint({
    method: 'get',
    path: `${M}/promotion/index`,
    summary: 'Live full-discount activities (pinned first), each with its best-selling goods',
    tag: 'product',
    auth: 'public',
    result: promotionIndexResultSchema,
  }),
  top: endpoint({
    method: 'get',
    path: `${M}/promotion/top`,
    summary: 'The pinned full-discount activities',
    tag: 'product',
    auth: 'public',
    result: promotionTopResultSchema,
  }),
  mbankIndex: endpoint({
    method: 'get',
    path: `${M}/promotion/mbank-index`,
    summary: "The bank app's promotion entry: live activities and, signed in, how the caller's cart stands",
    tag: 'product',
    auth: 'shopper-if-signed-in',
    result: promotionMbankIndexResultSchema,
  }),
  addCartSku: endpoint({
    method: 'post',
    path: `${M}/promotion/add-cart-sku`,
    summary: 'Add a SKU an activity covers to the cart; answers the activity on the selected lines',
    tag: 'cart',
    auth: 'shopper',
    body: promotionAddCartRequestSchema,
    result: promotionAddCartResultSchema,
  }),
};

/** Mounted at /api/channel, beside the activity's product search (catalogue). */
export const fullDiscountCategoryEndpoints = {
  categories: endpoint({
    method: 'get',
    path: '/api/channel/get-full-discount-category',
    summary: "Categories of a full-discount activity's goods, with SKU counts",
    tag: 'product',
    auth: 'public',
    query: fullDiscountCategoryQuerySchema,
    result: fullDiscountCategoryResultSchema,
  }),
};

export const activityEndpoints = {
  tags: endpoint({
    method: 'post',
    path: `${M}/activity/product-activity-tags`,
    summary: 'Activity tags per SKU (the full discount each takes part in now)',
    tag: 'product',
    auth: 'public',
    body: activityTagsRequestSchema,
    result: activityTagsResultSchema,
    examples: { body: { skuNos: ['SKU0001', 'SKU0002'] }, result: { SKU0001: [tag], SKU0002: [] } },
  }),
  tagsOfOne: endpoint({
    method: 'get',
    path: `${M}/activity/product-activity-tags-v1`,
    summary: "One SKU's activity tags (product page)",
    tag: 'product',
    auth: 'public',
    query: activityTagsQuerySchema,
    result: activityTagsV1ResultSchema,
    examples: { result: { skuNo: 'SKU0001', tags: [tag] } },
  }),
  specialFlag: endpoint({
    method: 'get',
    path: `${M}/activity/get-activity-special-flag`,
    summary: 'Whether a SKU is in a full discount or a running flash sale now',
    tag: 'product',
    auth: 'public',
    query: activityTagsQuerySchema,
    result: activitySpecialFlagResultSchema,
    examples: { result: { skuNo: 'SKU0001', fullDiscount: true, flashSale: false, special: true } },
  }),
  sceneCoupons: endpoint({
    method: 'get',
    path: `${M}/scene/get-coupon`,
    summary: 'Coupons a screen offers (payResult, cart, productDetail, orderDetail) with their state labels',
    tag: 'coupon',
    auth: 'shopper-if-signed-in',
    query: sceneCouponQuerySchema,
    result: storeCouponListResultSchema,
  }),
  claimForNebula: endpoint({
    method: 'post',
    path: `${M}/coupon/catch4nebula`,
    summary: 'Claim a coupon from the nebula (lifestyle app) channel; the same claim as catch',
    tag: 'coupon',
    auth: 'shopper',
    body: couponCatchRequestSchema,
    result: couponCatchResultSchema,
  }),
};
