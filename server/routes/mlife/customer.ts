import { agreementDocumented } from '../../../schemas/api/endpoints/docs/share-info';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import { customerInfo } from '../../services/customers';
import { agree, agreementStatus } from '../../services/info-pages';

/**
 * /api/mlife/customer (user-scoped): the customer's agreement to the mall's agreement (the handlers of
 * schemas/api/endpoints/share-info/agreement.ts) and their info, hand-written while its operation is the
 * platform registry's.
 */
export function customerRoutes(deps: AppDeps) {
  const r = endpointRoutes(deps, '/api/mlife/customer', agreementDocumented, {
    status: async ({ user, query }) => accepted(await agreementStatus(deps, user.customerId, query.code)),
    agree: async ({ user, body }) => accepted(await agree(deps, user.customerId, body.code, body.version)),
  });
  r.get('/info', requireUser(deps), async (c) =>
    sendOk(c, accepted(await customerInfo(deps, currentUser(c).customerId))),
  );
  return r;
}
