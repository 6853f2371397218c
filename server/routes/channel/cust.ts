import { Hono } from 'hono';
import { authLicenseSetRequestSchema } from '../../../schemas/api/license';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { authLicenseDetails, authLicenseStatus, setAuthLicense } from '../../services/customers';

/**
 * /api/channel/cust: the customer's user-information authorisation (user-scoped). `published` holds the
 * agreement versions the server ships (server/license): only those can be agreed to or revoked.
 */
export function custRoutes(deps: AppDeps, published: ReadonlySet<string>): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const user = requireUser(deps);

  r.get('/auth-license', user, async (c) =>
    sendOk(c, await authLicenseStatus(deps, currentUser(c).customerId)),
  );

  r.post('/auth-license', user, async (c) => {
    const body = await parseBody(c, authLicenseSetRequestSchema);
    return sendOk(c, accepted(await setAuthLicense(deps, currentUser(c).customerId, body, published)));
  });

  r.get('/query-auth-info', user, async (c) =>
    sendOk(c, await authLicenseDetails(deps, currentUser(c).customerId)),
  );
  return r;
}
