import { Hono } from 'hono';
import { ecnySearchQuerySchema } from '../../../schemas/api/ecny';
import type { AppDeps } from '../../config';
import { parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import type { AppEnv } from '../../http/types';
import { ecnyCategories, ecnySearch } from '../../services/ecny';

/** Mounted at /api/channel: the e-CNY zone's list and search inside it, and its category chips (public). */
export function ecnyRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/ecny-product-search', async (c) =>
    sendOk(c, await ecnySearch(deps, parseQuery(c, ecnySearchQuerySchema))),
  );
  r.get('/ecny-category-search', async (c) => sendOk(c, await ecnyCategories(deps)));
  return r;
}
