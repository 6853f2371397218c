import { productDocumented } from '../../../schemas/api/endpoints/docs/catalogue';
import type { ProductBase, ProductBaseFast } from '../../../schemas/api/product';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { productBase, productPrice } from '../../services/catalogue';

/** productBase answers the full shape unless asked for the compact one; its type is the union of both. */
function full(base: ProductBase | ProductBaseFast): ProductBase {
  if (!('skus' in base)) throw new Error('productBase answered the compact shape to a full read');
  return base;
}

/**
 * /api/channel/product: base info and price of one SKU. The -v1 paths are the fast variants (speedFlag
 * '1'). Weak ETag + 304 (`etag` in the declarations): the body depends only on the query.
 */
export function productRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel/product', productDocumented, {
    base: async ({ query }) => full(accepted(await productBase(deps, query, false))),
    baseV1: async ({ query }) => accepted(await productBase(deps, query, true)),
    price: async ({ query }) => accepted(await productPrice(deps, query)),
    priceV1: async ({ query }) => accepted(await productPrice(deps, query)),
  });
}
