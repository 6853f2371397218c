import { Hono } from 'hono';
import { sendOk } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { cartConfig } from '../services/cart-config';

/** /api/channel/shopping-cart (spec §7, public): the cart's configuration. */
export function cartConfigRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/config', (c) => sendOk(c, cartConfig()));
}
