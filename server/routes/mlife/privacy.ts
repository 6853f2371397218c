import { Hono } from 'hono';
import { deletionRequestSchema, exportFileName } from '../../../schemas/api/privacy';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import {
  cancelMyDeletion,
  deletionStatus,
  exportMyData,
  myData,
  requestDeletion,
} from '../../services/privacy';

/**
 * /api/mlife/privacy (user-scoped, issue 33 item 3): what the mall holds about the caller, its export as a
 * file, and the account deletion request with its cooling-off. Signed out, every call answers 0003.
 */
export function privacyRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const user = requireUser(deps);

  r.get('/my-data', user, async (c) => sendOk(c, await myData(deps, currentUser(c).customerId)));

  // A file, not an envelope: the browser saves it (attachment); nothing of it is cached on the way.
  r.get('/my-data/export', user, async (c) => {
    const data = await exportMyData(deps, currentUser(c).customerId);
    return c.body(JSON.stringify(data, null, 2), 200, {
      'content-type': 'application/json; charset=UTF-8',
      'content-disposition': `attachment; filename="${exportFileName(data.exportedAt)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  r.get('/deletion', user, async (c) => sendOk(c, await deletionStatus(deps, currentUser(c).customerId)));

  r.post('/deletion', user, async (c) => {
    await parseBody(c, deletionRequestSchema);
    return sendOk(c, accepted(await requestDeletion(deps, currentUser(c).customerId)));
  });

  r.post('/deletion/cancel', user, async (c) =>
    sendOk(c, accepted(await cancelMyDeletion(deps, currentUser(c).customerId))),
  );
  return r;
}
