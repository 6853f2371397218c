import { Hono } from 'hono';
import {
  storeSimListQuerySchema,
  storeSimRejectRequestSchema,
  storeSimRmaRequestSchema,
} from '../../schemas/api/after-sales';
import type { AppDeps } from '../config';
import { parseBody, parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import type { AppEnv } from '../http/types';
import { requireOperator } from '../operators/gate';
import {
  storeApprove,
  storeInbox,
  storeReceive,
  storeReject,
  storeSweep,
} from '../services/after-sale-store';

/**
 * /api/store-sim (operator token): the simulated store's side of after-sales, like the simulated cashier
 * is the bank's side of payment. Approve, reject with a reason, receive a returned parcel, read the inbox,
 * and run the timer pass now.
 */
export function storeSimRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', requireOperator(deps));

  r.get('/after-sales', async (c) => {
    const q = parseQuery(c, storeSimListQuerySchema);
    return sendOk(c, await storeInbox(deps, q.state ?? null));
  });
  r.post('/after-sales/approve', async (c) => {
    const body = await parseBody(c, storeSimRmaRequestSchema);
    return sendOk(c, accepted(await storeApprove(deps, body.rmaNo)));
  });
  r.post('/after-sales/reject', async (c) => {
    const body = await parseBody(c, storeSimRejectRequestSchema);
    return sendOk(c, accepted(await storeReject(deps, body.rmaNo, body.reason)));
  });
  r.post('/after-sales/receive', async (c) => {
    const body = await parseBody(c, storeSimRmaRequestSchema);
    return sendOk(c, accepted(await storeReceive(deps, body.rmaNo)));
  });
  r.post('/after-sales/sweep', async (c) => sendOk(c, await storeSweep(deps)));
  return r;
}
