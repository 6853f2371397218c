import { authLicenseDocumented } from '../../../schemas/api/endpoints/docs/platform';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { authLicenseDetails, authLicenseStatus, setAuthLicense } from '../../services/customers';

/**
 * /api/channel/cust: the customer's user-information authorisation (user-scoped), the handlers of
 * schemas/api/endpoints/platform/auth-license.ts. `published` holds the agreement versions the server ships
 * (server/license): only those can be agreed to or revoked.
 */
export function custRoutes(deps: AppDeps, published: ReadonlySet<string>) {
  return endpointRoutes(deps, '/api/channel/cust', authLicenseDocumented, {
    status: ({ user }) => authLicenseStatus(deps, user.customerId),
    set: async ({ user, body }) => accepted(await setAuthLicense(deps, user.customerId, body, published)),
    info: ({ user }) => authLicenseDetails(deps, user.customerId),
  });
}
