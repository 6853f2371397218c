import { Hono } from 'hono';
import {
  channelRecommendRequestSchema,
  productRecommendRequestSchema,
  recommendStageQuerySchema,
  skuQuerySchema,
  validBuyRequestSchema,
} from '../../../schemas/api/product-extras';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { optionalUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
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
export function productExtraRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  type Answer = (d: AppDeps, skuNo: string) => Promise<Parameters<typeof accepted>[0]>;
  const bySku: Record<string, Answer> = {
    '/product/base-shadow': productShadow,
    '/product/theme': productTheme,
    '/product/theme-v1': productTheme,
    '/product/card': productShareCard,
    '/product/get-sku-sale-flag': skuSaleFlag,
    '/product/base-sold-out': soldOutInfo,
    '/product/get-exclusive-jump-flag': exclusiveJump,
  };
  for (const [path, answer] of Object.entries(bySku)) {
    r.get(path, async (c) => sendOk(c, accepted(await answer(deps, parseQuery(c, skuQuerySchema).skuNo))));
  }
  r.get('/product/getRecommendStage', async (c) => {
    const q = parseQuery(c, recommendStageQuerySchema);
    return sendOk(c, accepted(await recommendStage(deps, q.skuNo, q.quantity)));
  });
  r.post('/product/recommend', async (c) => {
    const body = await parseBody(c, productRecommendRequestSchema);
    return sendOk(c, accepted(await productRecommend(deps, body.skuNo, body.pageSize)));
  });
  r.post('/product/valid-buy-products', async (c) => {
    const body = await parseBody(c, validBuyRequestSchema);
    return sendOk(c, await validBuyProducts(deps, body.skuNos));
  });
  r.post('/recommend/cmbmobile-v1', optionalUser(deps), async (c) => {
    const body = await parseBody(c, channelRecommendRequestSchema);
    return sendOk(c, await channelRecommend(deps, c.get('user')?.customerId ?? null, body.pageSize));
  });
  return r;
}
