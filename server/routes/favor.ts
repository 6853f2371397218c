import { Hono } from 'hono';
import { favorCheckRequestSchema, favorSkuRequestSchema } from '../../schemas/api/favor';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { notFound } from '../http/errors';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { SKU_FACTS_COLUMNS, SKU_FACTS_JOIN, type SkuFactsRow } from '../repos/sku-facts';

/** Mounted at /api/channel/product (user-scoped): check-is-favor-v2, add-favor, del-favor, favor-list. */
export function favorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db, config } = deps;
  const user = requireUser(deps);

  r.post('/check-is-favor-v2', user, async (c) => {
    const body = await parseBody(c, favorCheckRequestSchema);
    const rows = await db.query<{ sku_no: string }>(
      'SELECT sku_no FROM favourites WHERE customer_id = $1 AND sku_no = ANY($2::text[])',
      [currentUser(c).customerId, body.skuNos],
    );
    const held = new Set(rows.map((x) => x.sku_no));
    return sendOk(c, Object.fromEntries(body.skuNos.map((s) => [s, held.has(s)])));
  });

  r.post('/add-favor', user, async (c) => {
    const body = await parseBody(c, favorSkuRequestSchema);
    const [sku] = await db.query('SELECT 1 FROM skus WHERE sku_no = $1', [body.skuNo]);
    if (!sku) throw notFound(`product ${body.skuNo} not found`);
    await db.query(
      'INSERT INTO favourites (customer_id, sku_no, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [currentUser(c).customerId, body.skuNo, config.clock()],
    );
    return sendOk(c, { skuNo: body.skuNo, favor: true });
  });

  // Deleting what is not there is fine: the outcome (not a favourite) is what the caller wanted.
  r.post('/del-favor', user, async (c) => {
    const body = await parseBody(c, favorSkuRequestSchema);
    await db.query('DELETE FROM favourites WHERE customer_id = $1 AND sku_no = $2', [
      currentUser(c).customerId,
      body.skuNo,
    ]);
    return sendOk(c, { skuNo: body.skuNo, favor: false });
  });

  r.get('/favor-list', user, async (c) => {
    const rows = await db.query<SkuFactsRow & { created_at: number }>(
      `SELECT ${SKU_FACTS_COLUMNS}, f.created_at FROM favourites f JOIN skus k ON k.sku_no = f.sku_no
         ${SKU_FACTS_JOIN} WHERE f.customer_id = $1 ORDER BY f.created_at DESC, k.sku_no`,
      [currentUser(c).customerId],
    );
    return sendOk(
      c,
      rows.map((x) => ({
        skuNo: x.sku_no,
        spuNo: x.spu_no,
        name: x.name,
        specName: x.spec_name,
        imageUrl: x.image_url,
        priceCents: x.sale_price_cents,
        status: x.sku_status === 1 && x.spu_status === 1 && x.store_status === 1 ? 1 : 0,
        createdAt: Number(x.created_at),
      })),
    );
  });
  return r;
}
