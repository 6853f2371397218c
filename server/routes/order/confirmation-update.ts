import type { Hono } from 'hono';
import { confirmationUpdateRequestSchema } from '../../../schemas/api/confirmation-update';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { updateConfirmation } from '../../services/confirmation-update';

/** confirmation-update: a new quantity for a confirmed item; answers the confirmation priced again. */
export function confirmationUpdateRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const user = requireUser(deps);
  r.post('/confirmation-update', user, async (c) => {
    const body = await parseBody(c, confirmationUpdateRequestSchema);
    return sendOk(c, accepted(await updateConfirmation(deps, currentUser(c).customerId, body)));
  });
}
