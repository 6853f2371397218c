import { productExtraDocumented } from '../../../schemas/api/endpoints/docs/discovery';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import {
  channelRecommend,
  exclusiveJump,
  productRecommend,
  productShadow,
  productShareCard,
  productTheme,
  recommendStage,
  skuSaleFlag,
  soldOutInfo,
  validBuyProducts,
} from '../../services/product-extras';

/**
 * Mounted at /api/channel (public; cmbmobile-v1 reads the caller when signed in): base-shadow, theme
 * (theme-v1), card, get-sku-sale-flag, base-sold-out, getRecommendStage, recommend, get-exclusive-jump-flag
 * and valid-buy-products under product/, and recommend/cmbmobile-v1.
 */
export function productExtraRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel', productExtraDocumented, {
    shadow: async ({ query }) => accepted(await productShadow(deps, query.skuNo)),
    theme: async ({ query }) => accepted(await productTheme(deps, query.skuNo)),
    themeV1: async ({ query }) => accepted(await productTheme(deps, query.skuNo)),
    shareCard: async ({ query }) => accepted(await productShareCard(deps, query.skuNo)),
    saleFlag: async ({ query }) => accepted(await skuSaleFlag(deps, query.skuNo)),
    soldOut: async ({ query }) => accepted(await soldOutInfo(deps, query.skuNo)),
    exclusiveJump: async ({ query }) => accepted(await exclusiveJump(deps, query.skuNo)),
    recommendStage: async ({ query }) => accepted(await recommendStage(deps, query.skuNo, query.quantity)),
    recommend: async ({ body }) => accepted(await productRecommend(deps, body.skuNo, body.pageSize)),
    validBuy: ({ body }) => validBuyProducts(deps, body.skuNos),
    channelRecommend: ({ user, body }) => channelRecommend(deps, user?.customerId ?? null, body.pageSize),
  });
}
