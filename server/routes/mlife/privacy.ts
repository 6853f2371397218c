import { Hono } from 'hono';
import { deletionDocumented, myDataDocumented } from '../../../schemas/api/endpoints/docs/privacy';
import { exportFileName } from '../../../schemas/api/privacy';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
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

const BASE = '/api/mlife/privacy';

/**
 * /api/mlife/privacy (user-scoped): what the mall holds about the caller, its export as a
 * file, and the account deletion request with its cooling-off; the handlers of the customer's records in
 * schemas/api/endpoints/privacy.ts, and the export written here. Signed out, every call answers 0003.
 */
export function privacyRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.route(
    '/',
    endpointRoutes(deps, BASE, myDataDocumented, {
      read: ({ user }) => myData(deps, user.customerId),
    }),
  );

  // A file, not an envelope: the browser saves it (attachment); nothing of it is cached on the way.
  r.get('/my-data/export', requireUser(deps), async (c) => {
    const data = await exportMyData(deps, currentUser(c).customerId);
    return c.body(JSON.stringify(data, null, 2), 200, {
      'content-type': 'application/json; charset=UTF-8',
      'content-disposition': `attachment; filename="${exportFileName(data.exportedAt)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  r.route(
    '/',
    endpointRoutes(deps, BASE, deletionDocumented, {
      status: ({ user }) => deletionStatus(deps, user.customerId),
      // The body only confirms ({ confirm: true }); it is checked, nothing of it is kept.
      request: async ({ user }) => accepted(await requestDeletion(deps, user.customerId)),
      cancel: async ({ user }) => accepted(await cancelMyDeletion(deps, user.customerId)),
    }),
  );
  return r;
}
