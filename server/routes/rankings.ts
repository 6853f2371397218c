import { Hono } from 'hono';
import { rankListQuerySchema } from '../../schemas/api/rankings';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { rankCategories, rankList } from '../services/rankings';

/** Mounted at /api/customer-behavior/rank (public): the categories with a ranking, and one ranking. */
export function rankingRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/category-list', async (c) => sendOk(c, await rankCategories(deps)));
  r.get('/list', async (c) => {
    const q = parseQuery(c, rankListQuerySchema);
    return sendOk(c, await rankList(deps, q.categoryCode, q.size));
  });
  return r;
}
