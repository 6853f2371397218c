/**
 * The productExtra endpoints of discovery.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */

import { endpoint } from '../../endpoint';
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
} from '../../product-extras';

const CHANNEL = '/api/channel';
const PRODUCT = `${CHANNEL}/product`;

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
