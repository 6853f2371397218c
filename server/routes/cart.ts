import { Hono } from 'hono';
import { cartAddRequestSchema, cartClearRequestSchema } from '../../schemas/api/cart-v2';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { addToCart, cartBadge, cartView, clearCart } from '../services/cart';
import { cartCheckoutRoutes } from './cart-checkout';
import { cartEditRoutes } from './cart-edit';

/** /api/shoppingcart/shopping-cart (user-scoped): count (GET or POST), add-v2, query-v2, clear; edits and checkout apart. */
export function cartRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const user = requireUser(deps);

  // GET as the badge reads it, POST as the spec's cart list has it (§7): the same answer.
  r.on(['GET', 'POST'], '/count', user, async (c) =>
    sendOk(c, await cartBadge(deps, currentUser(c).customerId)),
  );

  r.post('/query-v2', user, async (c) => sendOk(c, await cartView(deps, currentUser(c).customerId)));

  r.post('/add-v2', user, async (c) => {
    const body = await parseBody(c, cartAddRequestSchema);
    return sendOk(c, accepted(await addToCart(deps, currentUser(c).customerId, body)));
  });

  r.post('/clear', user, async (c) => {
    const body = await parseBody(c, cartClearRequestSchema);
    return sendOk(c, await clearCart(deps, currentUser(c).customerId, body.scope));
  });

  cartEditRoutes(r, deps);
  cartCheckoutRoutes(r, deps);
  return r;
}
