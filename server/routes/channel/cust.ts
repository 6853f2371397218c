import { Hono } from 'hono';
import { authLicenseSetRequestSchema } from '../../../schemas/api/license';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { grantLicense, licenseDetails, licenseStatus, revokeLicense } from '../../repos/licenses';

/** /api/channel/cust: the customer's user-information authorisation (user-scoped). */
export function custRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db, config } = deps;
  const user = requireUser(deps);

  r.get('/auth-license', user, async (c) => sendOk(c, await licenseStatus(db, currentUser(c).customerId)));

  r.post('/auth-license', user, async (c) => {
    const body = await parseBody(c, authLicenseSetRequestSchema);
    const { customerId } = currentUser(c);
    if (body.deleteType === 0) await grantLicense(db, customerId, body.licenseVersion, config.clock());
    else await revokeLicense(db, customerId, config.clock());
    return sendOk(c, await licenseStatus(db, customerId));
  });

  r.get('/query-auth-info', user, async (c) =>
    sendOk(c, await licenseDetails(db, currentUser(c).customerId)),
  );
  return r;
}
