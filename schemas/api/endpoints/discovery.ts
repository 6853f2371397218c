/**
 * Discovery (issue 14), all mounted at /api/channel: the e-CNY zone's list, search and categories;
 * following stores (shopper); the remaining product calls; bank purchase products. The one declaration of
 * each endpoint (ADR 0063), one record per route file.
 */

import { ecnyCategoriesSchema, ecnySearchPageSchema, ecnySearchQuerySchema } from '../ecny';
import { endpoint } from '../endpoint';
import {
  channelRecommendRequestSchema,
  exclusiveJumpSchema,
  productCardListSchema,
  productRecommendRequestSchema,
  productShadowSchema,
  productShareCardSchema,
  productThemeSchema,
  recommendStageQuerySchema,
  recommendStageSchema,
  skuQuerySchema,
  skuSaleFlagSchema,
  soldOutSchema,
  validBuyRequestSchema,
  validBuySchema,
} from '../product-extras';
import {
  purchaseBaseQuerySchema,
  purchaseBaseSchema,
  purchaseShipmentQuerySchema,
  purchaseShipmentSchema,
} from '../purchase-product';
import { storeFollowQuerySchema, storeFollowRequestSchema, storeFollowStateSchema } from '../store-follow';

const CHANNEL = '/api/channel';
const PRODUCT = `${CHANNEL}/product`;

export const ecnySearch = endpoint({
  method: 'get',
  path: `${CHANNEL}/ecny-product-search`,
  auth: 'public',
  query: ecnySearchQuerySchema,
  result: ecnySearchPageSchema,
});

export const ecnyCategories = endpoint({
  method: 'get',
  path: `${CHANNEL}/ecny-category-search`,
  auth: 'public',
  result: ecnyCategoriesSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const ecnyEndpoints = {
  search: ecnySearch,
  categories: ecnyCategories,
};

export const storeFollowState = endpoint({
  method: 'get',
  path: `${CHANNEL}/store/follow-state`,
  auth: 'shopper',
  query: storeFollowQuerySchema,
  result: storeFollowStateSchema,
});

export const storeFollowFollow = endpoint({
  method: 'post',
  path: `${CHANNEL}/store/follow`,
  auth: 'shopper',
  body: storeFollowRequestSchema,
  result: storeFollowStateSchema,
});

export const storeFollowUnfollow = endpoint({
  method: 'post',
  path: `${CHANNEL}/store/unfollow`,
  auth: 'shopper',
  body: storeFollowRequestSchema,
  result: storeFollowStateSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const storeFollowEndpoints = {
  state: storeFollowState,
  follow: storeFollowFollow,
  unfollow: storeFollowUnfollow,
};

export const productExtraShadow = endpoint({
  method: 'get',
  path: `${PRODUCT}/base-shadow`,
  auth: 'public',
  query: skuQuerySchema,
  result: productShadowSchema,
});

export const productExtraTheme = endpoint({
  method: 'get',
  path: `${PRODUCT}/theme`,
  auth: 'public',
  query: skuQuerySchema,
  result: productThemeSchema,
});

export const productExtraThemeV1 = endpoint({
  method: 'get',
  path: `${PRODUCT}/theme-v1`,
  auth: 'public',
  query: skuQuerySchema,
  result: productThemeSchema,
});

export const productExtraShareCard = endpoint({
  method: 'get',
  path: `${PRODUCT}/card`,
  auth: 'public',
  query: skuQuerySchema,
  result: productShareCardSchema,
});

export const productExtraSaleFlag = endpoint({
  method: 'get',
  path: `${PRODUCT}/get-sku-sale-flag`,
  auth: 'public',
  query: skuQuerySchema,
  result: skuSaleFlagSchema,
});

export const productExtraSoldOut = endpoint({
  method: 'get',
  path: `${PRODUCT}/base-sold-out`,
  auth: 'public',
  query: skuQuerySchema,
  result: soldOutSchema,
});

export const productExtraExclusiveJump = endpoint({
  method: 'get',
  path: `${PRODUCT}/get-exclusive-jump-flag`,
  auth: 'public',
  query: skuQuerySchema,
  result: exclusiveJumpSchema,
});

export const productExtraRecommendStage = endpoint({
  method: 'get',
  path: `${PRODUCT}/getRecommendStage`,
  auth: 'public',
  query: recommendStageQuerySchema,
  result: recommendStageSchema,
});

export const productExtraRecommend = endpoint({
  method: 'post',
  path: `${PRODUCT}/recommend`,
  auth: 'public',
  body: productRecommendRequestSchema,
  result: productCardListSchema,
});

export const productExtraValidBuy = endpoint({
  method: 'post',
  path: `${PRODUCT}/valid-buy-products`,
  auth: 'public',
  body: validBuyRequestSchema,
  result: validBuySchema,
});

export const productExtraChannelRecommend = endpoint({
  method: 'post',
  path: `${CHANNEL}/recommend/cmbmobile-v1`,
  auth: 'shopper-if-signed-in',
  body: channelRecommendRequestSchema,
  result: productCardListSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const productExtraEndpoints = {
  shadow: productExtraShadow,
  theme: productExtraTheme,
  themeV1: productExtraThemeV1,
  shareCard: productExtraShareCard,
  saleFlag: productExtraSaleFlag,
  soldOut: productExtraSoldOut,
  exclusiveJump: productExtraExclusiveJump,
  recommendStage: productExtraRecommendStage,
  recommend: productExtraRecommend,
  validBuy: productExtraValidBuy,
  channelRecommend: productExtraChannelRecommend,
};

export const purchaseProductBase = endpoint({
  method: 'get',
  path: `${CHANNEL}/purchase-product/base`,
  auth: 'shopper-if-signed-in',
  query: purchaseBaseQuerySchema,
  result: purchaseBaseSchema,
});

export const purchaseProductShipment = endpoint({
  method: 'get',
  path: `${CHANNEL}/purchase-product/shipment-detail`,
  auth: 'shopper-if-signed-in',
  query: purchaseShipmentQuerySchema,
  result: purchaseShipmentSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const purchaseProductEndpoints = {
  base: purchaseProductBase,
  shipment: purchaseProductShipment,
};
