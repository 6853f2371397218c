import { Hono } from 'hono';
import { favorCheckRequestSchema, favorSkuRequestSchema } from '../../schemas/api/favor';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { addFavour, favourList, favourStates, removeFavour } from '../services/favourites';

/** Mounted at /api/channel/product (user-scoped): check-is-favor-v2, add-favor, del-favor, favor-list. */
export function favorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const user = requireUser(deps);

  r.post('/check-is-favor-v2', user, async (c) => {
    const body = await parseBody(c, favorCheckRequestSchema);
    return sendOk(c, await favourStates(deps, currentUser(c).customerId, body.skuNos));
  });

  r.post('/add-favor', user, async (c) => {
    const body = await parseBody(c, favorSkuRequestSchema);
    return sendOk(c, accepted(await addFavour(deps, currentUser(c).customerId, body.skuNo)));
  });

  r.post('/del-favor', user, async (c) => {
    const body = await parseBody(c, favorSkuRequestSchema);
    return sendOk(c, await removeFavour(deps, currentUser(c).customerId, body.skuNo));
  });

  r.get('/favor-list', user, async (c) => sendOk(c, await favourList(deps, currentUser(c).customerId)));
  return r;
}
