import { ecnyCategoriesSchema, ecnySearchPageSchema, ecnySearchQuerySchema } from '../../../schemas/api/ecny';
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
} from '../../../schemas/api/product-extras';
import {
  purchaseBaseQuerySchema,
  purchaseBaseSchema,
  purchaseShipmentQuerySchema,
  purchaseShipmentSchema,
} from '../../../schemas/api/purchase-product';
import {
  storeFollowQuerySchema,
  storeFollowRequestSchema,
  storeFollowStateSchema,
} from '../../../schemas/api/store-follow';
import type { Operation } from '../operation';

const bySku = (name: string, summary: string, result: Operation['result']): Operation => ({
  method: 'get',
  path: `/api/channel/product/${name}`,
  summary,
  tag: 'product',
  auth: 'none',
  query: skuQuerySchema,
  result,
});

/** Issue 14: the e-CNY zone's list, search and categories; following stores; the remaining product calls. */
export const discoveryOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/channel/ecny-product-search',
    summary:
      'The e-CNY zone: without keyword or categoryCode one card per SKU payable in digital yuan; with them a search inside the zone (one card per product)',
    tag: 'product',
    auth: 'none',
    query: ecnySearchQuerySchema,
    result: ecnySearchPageSchema,
  },
  {
    method: 'get',
    path: '/api/channel/ecny-category-search',
    summary: 'Level-1 categories with goods payable in digital yuan, with product counts',
    tag: 'product',
    auth: 'none',
    result: ecnyCategoriesSchema,
  },
  {
    method: 'get',
    path: '/api/channel/store/follow-state',
    summary: 'Whether the caller follows the store, and its follower count',
    tag: 'product',
    auth: 'user',
    query: storeFollowQuerySchema,
    result: storeFollowStateSchema,
  },
  {
    method: 'post',
    path: '/api/channel/store/follow',
    summary: 'Follow a store (again: no change); the count moves once',
    tag: 'product',
    auth: 'user',
    body: storeFollowRequestSchema,
    result: storeFollowStateSchema,
  },
  {
    method: 'post',
    path: '/api/channel/store/unfollow',
    summary: 'Stop following a store (not following: no change)',
    tag: 'product',
    auth: 'user',
    body: storeFollowRequestSchema,
    result: storeFollowStateSchema,
  },
  bySku(
    'base-shadow',
    'The light product answer, also for goods off the shelf (with why it cannot be bought)',
    productShadowSchema,
  ),
  bySku(
    'theme',
    "The product page's theme for the SKU (luxury, flash sale, e-CNY, presale, instalments)",
    productThemeSchema,
  ),
  bySku('theme-v1', 'theme for the fast path (speedFlag 1), same answer', productThemeSchema),
  bySku('card', 'The share card: title, picture, prices and the in-mall link', productShareCardSchema),
  bySku(
    'get-sku-sale-flag',
    'Whether the SKU is on sale now, its stock state and sale start',
    skuSaleFlagSchema,
  ),
  bySku(
    'base-sold-out',
    'Whether the SKU is sold out, and buyable alternatives (its siblings first)',
    soldOutSchema,
  ),
  bySku(
    'get-exclusive-jump-flag',
    'Exclusive goods (telecom, education) and the in-mall page that checks them',
    exclusiveJumpSchema,
  ),
  {
    method: 'get',
    path: '/api/channel/product/getRecommendStage',
    summary: 'Interest-free plans of instalment goods for a quantity, and the one to preselect',
    tag: 'product',
    auth: 'none',
    query: recommendStageQuerySchema,
    result: recommendStageSchema,
  },
  {
    method: 'post',
    path: '/api/channel/product/recommend',
    summary: 'More buyable goods of the same category, best sellers first',
    tag: 'product',
    auth: 'none',
    body: productRecommendRequestSchema,
    result: productCardListSchema,
  },
  {
    method: 'post',
    path: '/api/channel/product/valid-buy-products',
    summary: 'Which SKUs can be bought now, and why the others cannot',
    tag: 'product',
    auth: 'none',
    body: validBuyRequestSchema,
    result: validBuySchema,
  },
  {
    method: 'post',
    path: '/api/channel/recommend/cmbmobile-v1',
    summary:
      "Recommendations for the bank app's channel: the caller's categories when signed in, else best sellers",
    tag: 'product',
    auth: 'none',
    body: channelRecommendRequestSchema,
    result: productCardListSchema,
  },
  {
    method: 'get',
    path: '/api/channel/purchase-product/base',
    summary:
      "A bank purchase product's terms (partner, batches, per-customer limit, areas) and the caller's quota",
    tag: 'product',
    auth: 'none',
    query: purchaseBaseQuerySchema,
    result: purchaseBaseSchema,
  },
  {
    method: 'get',
    path: '/api/channel/purchase-product/shipment-detail',
    summary: 'The batch an order placed now joins, its arrival window, and whether the address is served',
    tag: 'product',
    auth: 'none',
    query: purchaseShipmentQuerySchema,
    result: purchaseShipmentSchema,
  },
];
