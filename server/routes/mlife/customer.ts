import { Hono } from 'hono';
import type { AppDeps } from '../../config';
import { sendOk } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { findCustomerInfoById } from '../../repos/customers';

/** /api/mlife/customer (user-scoped). */
export function customerRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/info', requireUser(deps), async (c) => {
    const info = await findCustomerInfoById(deps.db, currentUser(c).customerId);
    if (!info) throw notFound('customer not found');
    return sendOk(c, info);
  });
  return r;
}
