import { Hono } from 'hono';
import { BUSY_CODE } from '../../schemas/api/busy';
import type { AppDeps } from '../config';
import { sendFail, sendOk } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { busyMessages } from '../i18n/busy';
import { textsFor } from '../i18n/request-lang';
import { health, ready } from '../services/site';

/**
 * /api/health: answers only when the database answers too (kept for existing callers).
 * /api/health/live: the process answers, nothing more, so a database outage never gets processes restarted.
 * /api/health/ready: the database answers within a short bound and the process is not draining; 503 takes
 * this process out of rotation.
 */
export function healthRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/', async (c) => sendOk(c, await health(deps)));
  r.get('/live', (c) => sendOk(c, { status: 'up' as const }));
  r.get('/ready', async (c) => {
    // A stopping process is not ready, whatever its database says: the balancer takes it out first.
    if (deps.config.draining?.()) return sendFail(c, 503, BUSY_CODE, textsFor(c, busyMessages).busy);
    const answer = await ready(deps);
    return answer ? sendOk(c, answer) : sendFail(c, 503, BUSY_CODE, textsFor(c, busyMessages).busy);
  });
  return r;
}
