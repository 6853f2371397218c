import { Hono } from 'hono';
import { productCardsQuerySchema, productCardsRequestSchema } from '../../../schemas/api/productCard';
import {
  fullDiscountCategoryQuerySchema,
  fullDiscountProductQuerySchema,
} from '../../../schemas/api/promotion';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import type { AppEnv } from '../../http/types';
import { couponProducts, productRows } from '../../services/catalogue';
import { activityCategoryList, activityProducts } from '../../services/promotions';

/**
 * /api/channel product data for booth pages: the batched product-row call (one request per page,
 * keyed by row key) and the paged coupon-activity lists (the e-CNY zone's list is in ecny.ts).
 */
export function productCardRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/get-mbank-product-info-v1', async (c) => {
    const { rows } = await parseBody(c, productCardsRequestSchema);
    return sendOk(c, await productRows(deps, rows));
  });
  // Spec §7 lists it among the GETs: the same rows as one JSON query parameter (POST stays for long pages).
  r.get('/get-mbank-product-info-v1', async (c) => {
    const { rows } = parseQuery(c, productCardsQuerySchema);
    return sendOk(c, await productRows(deps, rows));
  });

  r.get('/full-discount-product-search', async (c) => {
    const { couponNo, activityNo, categoryCode, ...page } = parseQuery(c, fullDiscountProductQuerySchema);
    // A coupon's goods, or a full-discount activity's (the schema asks for exactly one of the two).
    if (activityNo !== undefined) {
      return sendOk(c, accepted(await activityProducts(deps, { ...page, activityNo, categoryCode })));
    }
    return sendOk(
      c,
      accepted(await couponProducts(deps, { ...page, couponNo: couponNo ?? '', categoryCode })),
    );
  });

  r.get('/get-full-discount-category', async (c) => {
    const { activityNo } = parseQuery(c, fullDiscountCategoryQuerySchema);
    return sendOk(c, accepted(await activityCategoryList(deps, activityNo)));
  });

  return r;
}
