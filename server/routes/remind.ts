import { Hono } from 'hono';
import { remindAddRequestSchema, remindFlagRequestSchema } from '../../schemas/api/favor';
import type { AppDeps } from '../config';
import { parseBody, parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { reminderFlags, setReminder } from '../services/reminders';

/**
 * Mounted at /api/channel/cust (user-scoped): add-remind (POST with a body, or GET with the same fields as
 * query parameters: spec §7 "GET unless noted"), get-remind-flag (GET) and -v3 (POST).
 */
export function remindRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const user = requireUser(deps);

  r.post('/add-remind', user, async (c) => {
    const body = await parseBody(c, remindAddRequestSchema);
    return sendOk(c, accepted(await setReminder(deps, currentUser(c).customerId, body)));
  });
  r.get('/add-remind', user, async (c) => {
    const query = parseQuery(c, remindAddRequestSchema);
    return sendOk(c, accepted(await setReminder(deps, currentUser(c).customerId, query)));
  });

  r.post('/get-remind-flag-v3', user, async (c) => {
    const body = await parseBody(c, remindFlagRequestSchema);
    return sendOk(c, await reminderFlags(deps, currentUser(c).customerId, body.skuNo));
  });
  r.get('/get-remind-flag', user, async (c) => {
    const q = parseQuery(c, remindFlagRequestSchema);
    return sendOk(c, await reminderFlags(deps, currentUser(c).customerId, q.skuNo));
  });
  return r;
}
