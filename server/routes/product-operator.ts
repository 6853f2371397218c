import type { Context } from 'hono';
import { Hono } from 'hono';
import { operatorProductMediaSchema, operatorProductParamSchema } from '../../schemas/api/product-operator';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
import { catalogueOperatorMessages } from '../i18n/catalogue-operator';
import { textsFor } from '../i18n/request-lang';
import { operatorProduct, operatorProducts, replaceProductMedia } from '../services/product-media-admin';
import { operatorAccess } from './booth/console';

/**
 * Mounted at /api/operator/products (issue 31 item 2, issue 35 item 4, ADR 0068): the product list and one
 * product's gallery, 图文详情 pictures and 规格参数 rows. Replacing them changes what every shopper sees on
 * the product page and the cards, so it needs a second operator while approval is on
 * (server/operators/approval-routes.ts); the gate logs it.
 */
export function productOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  const spuNo = (c: Context) => {
    const p = operatorProductParamSchema.safeParse({ spuNo: c.req.param('spuNo') });
    if (!p.success) throw notFound(textsFor(c, catalogueOperatorMessages).productNotFound);
    return p.data.spuNo;
  };
  r.get('/', async (c) => sendOk(c, { list: await operatorProducts(deps) }));
  r.get('/:spuNo', async (c) => {
    const found = await operatorProduct(deps, spuNo(c));
    if (!found) throw notFound(textsFor(c, catalogueOperatorMessages).productNotFound);
    return sendOk(c, found);
  });
  r.put('/:spuNo/media', async (c) => {
    const no = spuNo(c);
    const found = await replaceProductMedia(deps, no, await parseBody(c, operatorProductMediaSchema));
    if (!found) throw notFound(textsFor(c, catalogueOperatorMessages).productNotFound);
    return sendOk(c, found);
  });
  return r;
}
