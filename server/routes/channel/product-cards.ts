import { Hono } from 'hono';
import {
  couponProductQuerySchema,
  productCardsRequestSchema,
  productPageQuerySchema,
} from '../../../schemas/api/productCard';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import type { AppEnv } from '../../http/types';
import { couponProducts, ecnyProducts, productRows } from '../../services/catalogue';

/**
 * /api/channel product data for booth pages: the batched product-row call (one request per page,
 * keyed by row key) and the paged coupon-activity and e-CNY lists.
 */
export function productCardRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/get-mbank-product-info-v1', async (c) => {
    const { rows } = await parseBody(c, productCardsRequestSchema);
    return sendOk(c, await productRows(deps, rows));
  });

  r.get('/full-discount-product-search', async (c) => {
    const q = parseQuery(c, couponProductQuerySchema);
    return sendOk(c, accepted(await couponProducts(deps, q)));
  });

  r.get('/ecny-product-search', async (c) => {
    const q = parseQuery(c, productPageQuerySchema);
    return sendOk(c, await ecnyProducts(deps, q));
  });
  return r;
}
