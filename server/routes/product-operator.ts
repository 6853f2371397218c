import type { Context } from 'hono';
import { productOperatorDocumented } from '../../schemas/api/endpoints/docs/catalogue-operator';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { notFound } from '../http/errors';
import { catalogueOperatorMessages } from '../i18n/catalogue-operator';
import { textsFor } from '../i18n/request-lang';
import { operatorProduct, operatorProducts, replaceProductMedia } from '../services/product-media-admin';

/** A product the catalogue lacks, in the caller's language. */
const missing = (c: Context) => notFound(textsFor(c, catalogueOperatorMessages).productNotFound);

/**
 * Mounted at /api/operator/products (ADR 0068): the handlers of
 * schemas/api/endpoints/catalogue-operator/products.ts — the product list and one product's gallery,
 * 图文详情 pictures and 规格参数 rows. Replacing them changes what every shopper sees on the product page
 * and the cards, so the gate turns it into a change request while approval is on
 * (server/operators/approval-routes.ts) and logs it.
 */
export function productOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/products', productOperatorDocumented, {
    list: async () => ({ list: await operatorProducts(deps) }),
    detail: async ({ params, c }) => {
      const found = await operatorProduct(deps, params.spuNo);
      if (!found) throw missing(c);
      return found;
    },
    media: async ({ params, body, c }) => {
      const found = await replaceProductMedia(deps, params.spuNo, body);
      if (!found) throw missing(c);
      return found;
    },
  });
}
