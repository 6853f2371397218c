import { Hono } from 'hono';
import type * as z from 'zod';
import {
  couponProductQuerySchema,
  type ProductCardsResult,
  productCardsRequestSchema,
  productPageQuerySchema,
} from '../../../schemas/api/productCard';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { coveredByCoupon, inCategory, payableInEcny } from '../../repos/card-filters';
import { type CardFilter, cardsBySkus, listCards } from '../../repos/product-cards';
import { productPage } from '../product-page';

type CardRow = z.output<typeof productCardsRequestSchema>['rows'][number];

/** One product row's cards: its SKU list as given, or the first page of its catalogue query. */
async function rowCards(deps: AppDeps, row: CardRow, now: number) {
  if (row.skuNos) return cardsBySkus(deps.db, row.skuNos, now);
  if (!row.query) return [];
  const { categoryCode, couponNo, sort, pageNo, pageSize } = row.query;
  const filters: CardFilter[] = [];
  if (categoryCode !== undefined) filters.push(inCategory(categoryCode));
  if (couponNo !== undefined) filters.push(coveredByCoupon(couponNo));
  return (await listCards(deps.db, { filters, grain: 'spu', sort, pageNo, pageSize }, now)).items;
}

/**
 * /api/channel product data for booth pages: the batched product-row call (one request per page,
 * keyed by row key) and the paged coupon-activity and e-CNY lists.
 */
export function productCardRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db, config } = deps;

  r.post('/get-mbank-product-info-v1', async (c) => {
    const { rows } = await parseBody(c, productCardsRequestSchema);
    const now = config.clock();
    const cards = await Promise.all(rows.map((row) => rowCards(deps, row, now)));
    const result: ProductCardsResult = {};
    rows.forEach((row, i) => {
      result[row.key] = cards[i] ?? [];
    });
    return sendOk(c, result);
  });

  r.get('/full-discount-product-search', async (c) => {
    const q = parseQuery(c, couponProductQuerySchema);
    const [coupon] = await db.query('SELECT 1 FROM coupons WHERE coupon_no = $1', [q.couponNo]);
    if (!coupon) throw notFound(`coupon ${q.couponNo} not found`);
    return sendOk(c, await productPage(db, q, [coveredByCoupon(q.couponNo)], 'spu', config.clock()));
  });

  r.get('/ecny-product-search', async (c) => {
    const q = parseQuery(c, productPageQuerySchema);
    return sendOk(c, await productPage(db, q, [payableInEcny], 'sku', config.clock()));
  });
  return r;
}
