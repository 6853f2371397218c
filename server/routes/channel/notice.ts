import { Hono } from 'hono';
import type { AppDeps } from '../../config';
import { sendOk } from '../../http/envelope';
import type { AppEnv } from '../../http/types';
import { notices } from '../../services/site';

/** /api/channel/notice: system notices currently in their display window (public). */
export function noticeRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/info', async (c) => sendOk(c, await notices(deps)));
  return r;
}
