import { Hono } from 'hono';
import {
  favorCheckRequestSchema,
  favorListQuerySchema,
  favorSkuRequestSchema,
} from '../../schemas/api/favor';
import {
  clearViewsRequestSchema,
  recordViewRequestSchema,
  removeViewRequestSchema,
  viewHistoryQuerySchema,
} from '../../schemas/api/view-history';
import type { AppDeps } from '../config';
import { parseBody, parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { addFavour, favourList, favourStates, removeFavour } from '../services/favourites';
import { clearViews, recordView, removeView, viewHistory } from '../services/view-history';

/**
 * Mounted at /api/channel/product (user-scoped): check-is-favor-v2, add-favor, del-favor, favor-list, and
 * the browsing history (ours, issue 31): record-view, view-history, view-history/remove, view-history/clear.
 */
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

  r.get('/favor-list', user, async (c) => {
    const q = parseQuery(c, favorListQuerySchema);
    return sendOk(c, await favourList(deps, currentUser(c).customerId, q));
  });

  r.post('/record-view', user, async (c) => {
    const body = await parseBody(c, recordViewRequestSchema);
    return sendOk(c, accepted(await recordView(deps, currentUser(c).customerId, body.skuNo)));
  });

  r.get('/view-history', user, async (c) => {
    const q = parseQuery(c, viewHistoryQuerySchema);
    return sendOk(c, await viewHistory(deps, currentUser(c).customerId, q));
  });

  r.post('/view-history/remove', user, async (c) => {
    const body = await parseBody(c, removeViewRequestSchema);
    return sendOk(c, await removeView(deps, currentUser(c).customerId, body.spuNo, body.dayStart));
  });

  r.post('/view-history/clear', user, async (c) => {
    await parseBody(c, clearViewsRequestSchema);
    return sendOk(c, await clearViews(deps, currentUser(c).customerId));
  });
  return r;
}
