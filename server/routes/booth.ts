import { Hono } from 'hono';
import { boothPageQuerySchema } from '../../schemas/api/booth';
import { refOfQuery } from '../booth/page-key';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import type { AppEnv } from '../http/types';
import { shopperLayout } from '../services/booth-page';
import { boothOperatorRoutes } from './booth/operator';

import { boothSlotRoutes } from './booth/slot';
/** /api/booth: the shopper's layout endpoint and, under /operator, the operators' API. */
export function boothRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/page', async (c) => {
    const q = parseQuery(c, boothPageQuerySchema);
    // One instant for both: the blocks dropped as expired are exactly those the app would hide.
    const now = deps.config.clock();
    const layout = accepted(await shopperLayout(deps, refOfQuery(q), q.previewToken, now));
    return sendOk(c, { layout, serverTime: now });
  });
  r.route('/operator', boothOperatorRoutes(deps));
  return r;
}
  r.route('/', boothSlotRoutes(deps));
