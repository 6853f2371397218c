import { Hono } from 'hono';
import { shelfNoParamSchema, shelfSaveSchema } from '../../schemas/api/shelves';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { notFound } from '../http/errors';
import { accepted } from '../http/refusals';
import type { AppEnv } from '../http/types';
import { requireOperator } from '../operators/gate';
import { operatorShelves, putShelf, shopperShelves } from '../services/shelves';

/** Mounted at /api/channel/shelf (public): the operators' shelves as shoppers see them. */
export function shelfRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/list', async (c) => sendOk(c, await shopperShelves(deps)));
  return r;
}

/** Mounted at /api/operator/shelves (operator token, like the booth operator API): list and save shelves. */
export function shelfOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', requireOperator(deps));
  r.get('/', async (c) => sendOk(c, await operatorShelves(deps)));
  r.put('/:shelfNo', async (c) => {
    const shelfNo = shelfNoParamSchema.shape.shelfNo.safeParse(c.req.param('shelfNo'));
    if (!shelfNo.success) throw notFound('shelf not found');
    const body = await parseBody(c, shelfSaveSchema);
    return sendOk(c, accepted(await putShelf(deps, shelfNo.data, body)));
  });
  return r;
}
