/**
 * Discovery (issue 14), all mounted at /api/channel: the e-CNY zone's list, search and categories;
 * following stores (shopper); the remaining product calls; bank purchase products. The one declaration of
 * each endpoint (ADR 0063), one record per route file.
 */

import type { z } from '../../zod';
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

export const ecnyEndpoints = {
  search: endpoint({
    method: 'get',
    path: `${CHANNEL}/ecny-product-search`,
    summary:
      'The e-CNY zone: without keyword or categoryCode one card per SKU payable in digital yuan; with them a search inside the zone (one card per product)',
    tag: 'product',
    auth: 'public',
    query: ecnySearchQuerySchema,
    result: ecnySearchPageSchema,
  }),
  categories: endpoint({
    method: 'get',
    path: `${CHANNEL}/ecny-category-search`,
    summary: 'Level-1 categories with goods payable in digital yuan, with product counts',
    tag: 'product',
    auth: 'public',
    result: ecnyCategoriesSchema,
  }),
};

export const storeFollowEndpoints = {
  state: endpoint({
    method: 'get',
    path: `${CHANNEL}/store/follow-state`,
    summary: 'Whether the caller follows the store, and its follower count',
    tag: 'product',
    auth: 'shopper',
    query: storeFollowQuerySchema,
    result: storeFollowStateSchema,
  }),
  follow: endpoint({
    method: 'post',
    path: `${CHANNEL}/store/follow`,
    summary: 'Follow a store (again: no change); the count moves once',
    tag: 'product',
    auth: 'shopper',
    body: storeFollowRequestSchema,
    result: storeFollowStateSchema,
  }),
  unfollow: endpoint({
    method: 'post',
    path: `${CHANNEL}/store/unfollow`,
    summary: 'Stop following a store (not following: no change)',
    tag: 'product',
    auth: 'shopper',
    body: storeFollowRequestSchema,
    result: storeFollowStateSchema,
  }),
};

/** A public read of one SKU, `?skuNo=`. */
const bySku = <R extends z.core.$ZodType>(name: string, summary: string, result: R) =>
  endpoint({
    method: 'get',
    path: `${PRODUCT}/${name}`,
    summary,
    tag: 'product',
    auth: 'public',
    query: skuQuerySchema,
    result,
  });

export const productExtraEndpoints = {
  shadow: bySku(
    'base-shadow',
    'The light product answer, also for goods off the shelf (with why it cannot be bought)',
    productShadowSchema,
  ),
  theme: bySku(
    'theme',
    "The product page's theme for the SKU (luxury, flash sale, e-CNY, presale, instalments)",
    productThemeSchema,
  ),
  themeV1: bySku('theme-v1', 'theme for the fast path (speedFlag 1), same answer', productThemeSchema),
  shareCard: bySku(
    'card',
    'The share card: title, picture, prices and the in-mall link',
    productShareCardSchema,
  ),
  saleFlag: bySku(
    'get-sku-sale-flag',
    'Whether the SKU is on sale now, its stock state and sale start',
    skuSaleFlagSchema,
  ),
  soldOut: bySku(
    'base-sold-out',
    'Whether the SKU is sold out, and buyable alternatives (its siblings first)',
    soldOutSchema,
  ),
  exclusiveJump: bySku(
    'get-exclusive-jump-flag',
    'Exclusive goods (telecom, education) and the in-mall page that checks them',
    exclusiveJumpSchema,
  ),
  recommendStage: endpoint({
    method: 'get',
    path: `${PRODUCT}/getRecommendStage`,
    summary: 'Interest-free plans of instalment goods for a quantity, and the one to preselect',
    tag: 'product',
    auth: 'public',
    query: recommendStageQuerySchema,
    result: recommendStageSchema,
  }),
  recommend: endpoint({
    method: 'post',
    path: `${PRODUCT}/recommend`,
    summary: 'More buyable goods of the same category, best sellers first',
    tag: 'product',
    auth: 'public',
    body: productRecommendRequestSchema,
    result: productCardListSchema,
  }),
  validBuy: endpoint({
    method: 'post',
    path: `${PRODUCT}/valid-buy-products`,
    summary: 'Which SKUs can be bought now, and why the others cannot',
    tag: 'product',
    auth: 'public',
    body: validBuyRequestSchema,
    result: validBuySchema,
  }),
  channelRecommend: endpoint({
    method: 'post',
    path: `${CHANNEL}/recommend/cmbmobile-v1`,
    summary:
      "Recommendations for the bank app's channel: the caller's categories when signed in, else best sellers",
    tag: 'product',
    auth: 'shopper-if-signed-in',
    body: channelRecommendRequestSchema,
    result: productCardListSchema,
  }),
};

export const purchaseProductEndpoints = {
  base: endpoint({
    method: 'get',
    path: `${CHANNEL}/purchase-product/base`,
    summary:
      "A bank purchase product's terms (partner, batches, per-customer limit, areas) and the caller's quota",
    tag: 'product',
    auth: 'shopper-if-signed-in',
    query: purchaseBaseQuerySchema,
    result: purchaseBaseSchema,
  }),
  shipment: endpoint({
    method: 'get',
    path: `${CHANNEL}/purchase-product/shipment-detail`,
    summary: 'The batch an order placed now joins, its arrival window, and whether the address is served',
    tag: 'product',
    auth: 'shopper-if-signed-in',
    query: purchaseShipmentQuerySchema,
    result: purchaseShipmentSchema,
  }),
};
