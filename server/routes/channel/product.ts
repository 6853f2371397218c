import { Hono } from 'hono';
import { productQuerySchema } from '../../../schemas/api/product';
import type { AppDeps } from '../../config';
import { parseQuery } from '../../http/body';
import { sendOkWithEtag } from '../../http/etag';
import { accepted } from '../../http/refusals';
import type { AppEnv } from '../../http/types';
import { productBase, productPrice } from '../../services/catalogue';

/** /api/channel/product: base info and price of one SKU. The -v1 paths are the fast variants (speedFlag '1'). */
export function productRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  // Weak ETag + 304 (issue 19): the body depends only on the query (no customer's fields in it).
  r.get('/base', async (c) =>
    sendOkWithEtag(c, accepted(await productBase(deps, parseQuery(c, productQuerySchema), false))),
  );

  r.get('/base-v1', async (c) =>
    sendOkWithEtag(c, accepted(await productBase(deps, parseQuery(c, productQuerySchema), true))),
  );

  // Price has one shape; price-v1 exists because the client picks paths by speedFlag. Tagged alike.
  for (const path of ['/price', '/price-v1']) {
    r.get(path, async (c) =>
      sendOkWithEtag(c, accepted(await productPrice(deps, parseQuery(c, productQuerySchema)))),
    );
  }
  return r;
}
