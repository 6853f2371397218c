import { Hono } from 'hono';
import type { Health } from '../../schemas/api/health';
import type { AppDeps } from '../config';
import { sendOk } from '../http/envelope';
import type { AppEnv } from '../http/types';

/** /api/health: answers only when the database answers too. */
export function healthRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/', async (c) => {
    await deps.db.query('SELECT 1');
    const health: Health = { status: 'up', db: deps.db.kind };
    return sendOk(c, health);
  });
  return r;
}
