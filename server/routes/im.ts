import { Hono } from 'hono';
import type { UnreadCount } from '../../schemas/api/message';
import type { AppDeps } from '../config';
import { sendOk } from '../http/envelope';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';

/** /api/im: instant messages (user-scoped). */
export function imRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/message/unread-count', requireUser(deps), async (c) => {
    const [row] = await deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM messages WHERE customer_id = $1 AND unread',
      [currentUser(c).customerId],
    );
    const result: UnreadCount = { count: row?.n ?? 0 };
    return sendOk(c, result);
  });
  return r;
}
