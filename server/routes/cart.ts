import { Hono } from 'hono';
import { cartAddRequestSchema, cartClearRequestSchema, MAX_CART_LINES } from '../../schemas/api/cart-v2';
import type { AppDeps } from '../config';
import { assertQuantity } from '../domain/cart-rules';
import { buildCartView } from '../domain/cart-view';
import { availabilityOf } from '../domain/sku-availability';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { conflict, notFound } from '../http/errors';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { cartCount, listCartLines } from '../repos/cart-lines';
import { loadSkuFacts } from '../repos/sku-facts';
import { cartCheckoutRoutes } from './cart-checkout';
import { cartEditRoutes } from './cart-edit';

/** /api/shoppingcart/shopping-cart (user-scoped): count, add-v2, query-v2, clear; edits and checkout apart. */
export function cartRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db, config } = deps;
  const user = requireUser(deps);

  // The badge counts pieces, not lines: two of one SKU show as 2.
  r.get('/count', user, async (c) => sendOk(c, await cartCount(db, currentUser(c).customerId)));

  r.post('/query-v2', user, async (c) => {
    const lines = await listCartLines(db, currentUser(c).customerId);
    return sendOk(c, buildCartView(lines, config.clock()));
  });

  r.post('/add-v2', user, async (c) => {
    const body = await parseBody(c, cartAddRequestSchema);
    const { customerId } = currentUser(c);
    const now = config.clock();
    const result = await db.transaction(async (tx) => {
      const f = (await loadSkuFacts(tx, [body.skuNo])).get(body.skuNo);
      if (!f) throw notFound(`product ${body.skuNo} not found`);
      const a = availabilityOf(f, now);
      assertQuantity(f, a, body.quantity);
      const [lines] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM cart_lines WHERE customer_id = $1 AND sku_no <> $2',
        [customerId, body.skuNo],
      );
      if ((lines?.n ?? 0) >= MAX_CART_LINES) throw conflict(`the cart holds at most ${MAX_CART_LINES} items`);
      // Adding to an existing line sums in SQL, so two adds at once both count; the check below then
      // judges the sum and rolls back when it is too much.
      const [row] = await tx.query<{ id: number; quantity: number }>(
        `INSERT INTO cart_lines (customer_id, sku_no, quantity, selected, created_at, updated_at)
         VALUES ($1, $2, $3, true, $4, $4)
         ON CONFLICT (customer_id, sku_no) DO UPDATE
           SET quantity = cart_lines.quantity + EXCLUDED.quantity, selected = true, updated_at = EXCLUDED.updated_at
         RETURNING id, quantity`,
        [customerId, body.skuNo, body.quantity, now],
      );
      if (!row) throw new Error('cart line upsert returned nothing');
      assertQuantity(f, a, row.quantity);
      return { lineId: row.id, quantity: row.quantity, count: await cartCount(tx, customerId) };
    });
    return sendOk(c, result);
  });

  r.post('/clear', user, async (c) => {
    const body = await parseBody(c, cartClearRequestSchema);
    const { customerId } = currentUser(c);
    if (body.scope === 'all') {
      await db.query('DELETE FROM cart_lines WHERE customer_id = $1', [customerId]);
    } else {
      const view = buildCartView(await listCartLines(db, customerId), config.clock());
      const ids = view.invalidLines.map((l) => l.lineId);
      await db.query('DELETE FROM cart_lines WHERE customer_id = $1 AND id = ANY($2::int[])', [
        customerId,
        ids,
      ]);
    }
    return sendOk(c, { count: await cartCount(db, customerId) });
  });

  cartEditRoutes(r, deps);
  cartCheckoutRoutes(r, deps);
  return r;
}
