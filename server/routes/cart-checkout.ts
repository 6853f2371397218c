import type { Hono } from 'hono';
import { cartJumpQueryRequestSchema, cartTrialRequestSchema } from '../../schemas/api/cart-v2';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { cartCheckout, cartTrial } from '../services/cart-checkout';

/** trial (server-side totals) and jump-query (the gate to order confirmation). */
export function cartCheckoutRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const user = requireUser(deps);

  r.post('/trial', user, async (c) => {
    const body = await parseBody(c, cartTrialRequestSchema);
    return sendOk(c, accepted(await cartTrial(deps, currentUser(c).customerId, body.lineIds)));
  });

  r.post('/jump-query', user, async (c) => {
    const body = await parseBody(c, cartJumpQueryRequestSchema);
    return sendOk(c, accepted(await cartCheckout(deps, currentUser(c).customerId, body.lineIds)));
  });
}
