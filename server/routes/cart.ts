import { Hono } from 'hono';
import type { AppDeps } from '../config';
import { sendOk } from '../http/envelope';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';

/** /api/shoppingcart/shopping-cart (user-scoped). */
export function cartRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  // The badge counts pieces, not lines: two of one SKU show as 2.
  r.get('/count', requireUser(deps), async (c) => {
    const [row] = await deps.db.query<{ n: number }>(
      'SELECT COALESCE(SUM(quantity), 0)::int AS n FROM cart_lines WHERE customer_id = $1',
      [currentUser(c).customerId],
    );
    return sendOk(c, row?.n ?? 0);
  });
  return r;
}
