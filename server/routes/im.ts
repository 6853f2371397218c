import { Hono } from 'hono';
import type { AppDeps } from '../config';
import { sendOk } from '../http/envelope';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { unreadCount } from '../services/site';

/** /api/im: instant messages (user-scoped). */
export function imRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/message/unread-count', requireUser(deps), async (c) =>
    sendOk(c, await unreadCount(deps, currentUser(c).customerId)),
  );
  return r;
}
