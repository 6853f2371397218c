import { Hono } from 'hono';
import type { AppDeps } from '../config';
import { sendOk } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { health } from '../services/site';

/** /api/health: answers only when the database answers too. */
export function healthRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/', async (c) => sendOk(c, await health(deps)));
  return r;
}
