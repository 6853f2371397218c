import { customerInfoDocumented } from '../../../schemas/api/endpoints/docs/platform';
import { agreementDocumented } from '../../../schemas/api/endpoints/docs/share-info';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { customerInfo } from '../../services/customers';
import { agree, agreementStatus } from '../../services/info-pages';

/**
 * /api/mlife/customer (user-scoped): the customer's agreement to the mall's agreement (the handlers of
 * schemas/api/endpoints/share-info/agreement.ts) and their info (platform/customer-info.ts).
 */
export function customerRoutes(deps: AppDeps) {
  const r = endpointRoutes(deps, '/api/mlife/customer', agreementDocumented, {
    status: async ({ user, query }) => accepted(await agreementStatus(deps, user.customerId, query.code)),
    agree: async ({ user, body }) => accepted(await agree(deps, user.customerId, body.code, body.version)),
  });
  r.route(
    '/',
    endpointRoutes(deps, '/api/mlife/customer', customerInfoDocumented, {
      info: async ({ user }) => accepted(await customerInfo(deps, user.customerId)),
    }),
  );
  return r;
}
