import { Hono } from 'hono';
import { operatorMessageRequestSchema } from '../../schemas/api/message';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { operatorActorOf } from '../operators/gate';
import { messageSends, sendSystemMessage } from '../services/message-sends';
import { operatorAccess } from './booth/console';

/**
 * Mounted at /api/operator/messages (operator token or console session): the system messages operators
 * sent (newest first) and a new one to named customers or to all. Sending reaches shoppers, so it needs a
 * second operator while approval is on (server/operators/approval-routes.ts); the send is kept under its
 * maker's name.
 */
export function messageOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  r.get('/', async (c) => sendOk(c, await messageSends(deps)));
  r.post('/', async (c) => {
    const body = await parseBody(c, operatorMessageRequestSchema);
    return sendOk(c, await sendSystemMessage(deps, body, operatorActorOf(c)?.name ?? ''));
  });
  return r;
}
