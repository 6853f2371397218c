import { Hono } from 'hono';
import type { AppDeps } from '../../config';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { customerInfo } from '../../services/customers';

/** /api/mlife/customer (user-scoped). */
export function customerRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/info', requireUser(deps), async (c) =>
    sendOk(c, accepted(await customerInfo(deps, currentUser(c).customerId))),
  );
  return r;
}
