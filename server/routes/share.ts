import { Hono } from 'hono';
import { shareTargetSchema } from '../../schemas/api/share';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { shareCard } from '../services/share';

/** Mounted at /api/share (public): the preview card /sharePage shows for a shared link. */
export function shareRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/card', async (c) => sendOk(c, await shareCard(deps, parseQuery(c, shareTargetSchema))));
  return r;
}
