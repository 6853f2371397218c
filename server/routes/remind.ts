import { Hono } from 'hono';
import type * as z from 'zod';
import { remindAddRequestSchema, remindFlagRequestSchema } from '../../schemas/api/favor';
import { StockState } from '../../schemas/api/product';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { stockStateOf } from '../domain/stock-state';
import { parseBody, parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { conflict, notFound } from '../http/errors';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { loadSkuFacts } from '../repos/sku-facts';

async function flags(db: Queryable, customerId: number, skuNo: string) {
  const rows = await db.query<{ remind_type: string }>(
    'SELECT remind_type FROM reminders WHERE customer_id = $1 AND sku_no = $2',
    [customerId, skuNo],
  );
  const types = new Set(rows.map((r) => r.remind_type));
  return { skuNo, arrival: types.has('arrival'), sale: types.has('sale') };
}

/** Mounted at /api/channel/cust (user-scoped): add-remind, get-remind-flag (GET) and -v3 (POST). */
export function remindRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db, config } = deps;
  const user = requireUser(deps);

  r.post('/add-remind', user, async (c) => {
    const body = await parseBody(c, remindAddRequestSchema);
    const { customerId } = currentUser(c);
    const now = config.clock();
    const f = (await loadSkuFacts(db, [body.skuNo])).get(body.skuNo);
    if (!f) throw notFound(`product ${body.skuNo} not found`);
    const state = stockStateOf({
      stock: f.stock,
      activityType: f.activityType,
      saleStartAt: f.saleStartAt,
      now,
    });
    // A reminder only makes sense for the situation it announces the end of.
    if (body.type === 'arrival' && state !== StockState.soldOut && state !== StockState.snappedUp) {
      throw conflict('this item is in stock; an arrival reminder is only for sold-out items');
    }
    if (body.type === 'sale' && state !== StockState.notStarted) {
      throw conflict('this item is already on sale; a sale reminder is only for items not yet on sale');
    }
    await db.query(
      `INSERT INTO reminders (customer_id, sku_no, remind_type, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [customerId, body.skuNo, body.type, now],
    );
    return sendOk(c, await flags(db, customerId, body.skuNo));
  });

  const answer = async (customerId: number, q: z.infer<typeof remindFlagRequestSchema>) =>
    flags(db, customerId, q.skuNo);
  r.post('/get-remind-flag-v3', user, async (c) =>
    sendOk(c, await answer(currentUser(c).customerId, await parseBody(c, remindFlagRequestSchema))),
  );
  r.get('/get-remind-flag', user, async (c) =>
    sendOk(c, await answer(currentUser(c).customerId, parseQuery(c, remindFlagRequestSchema))),
  );
  return r;
}
