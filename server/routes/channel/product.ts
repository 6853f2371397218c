import { Hono } from 'hono';
import { productQuerySchema } from '../../../schemas/api/product';
import type { AppDeps } from '../../config';
import { parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { findProductBase, findProductBaseFast, findProductPrice } from '../../repos/products';

/** /api/channel/product: base info and price of one SKU. The -v1 paths are the fast variants (speedFlag '1'). */
export function productRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db, config } = deps;
  const missing = (skuNo: string) => notFound(`product ${skuNo} not found`);

  r.get('/base', async (c) => {
    const q = parseQuery(c, productQuerySchema);
    const product = await findProductBase(db, q, config.clock());
    if (!product) throw missing(q.skuNo);
    return sendOk(c, product);
  });

  r.get('/base-v1', async (c) => {
    const q = parseQuery(c, productQuerySchema);
    const product = await findProductBaseFast(db, q, config.clock());
    if (!product) throw missing(q.skuNo);
    return sendOk(c, product);
  });

  // Price has one shape; price-v1 exists because the client picks paths by speedFlag.
  for (const path of ['/price', '/price-v1']) {
    r.get(path, async (c) => {
      const q = parseQuery(c, productQuerySchema);
      const price = await findProductPrice(db, q);
      if (!price) throw missing(q.skuNo);
      return sendOk(c, price);
    });
  }
  return r;
}
