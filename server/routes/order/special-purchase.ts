import { specialPurchaseDocumented } from '../../../schemas/api/endpoints/docs/special-purchases';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { eduPrice, eduVerification, submitEduVerification } from '../../services/edu-verification';
import { checkOperatorCode, operatorSkuInfo, sendOperatorCode } from '../../services/operator-verification';

/**
 * Mounted at /api/order (user-scoped): the spec's "operator verification send and check and skuInfo query"
 * and apple-edu-verify, the handlers of schemas/api/endpoints/special-purchases.ts. The codes go
 * to the simulated operator's handset (/telecom-sim/texts), never into an answer.
 */
export function specialPurchaseRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/order', specialPurchaseDocumented, {
    sendCode: async ({ user, body }) => accepted(await sendOperatorCode(deps, user.customerId, body)),
    checkCode: async ({ user, body }) => accepted(await checkOperatorCode(deps, user.customerId, body)),
    skuInfo: async ({ user, query }) => accepted(await operatorSkuInfo(deps, user.customerId, query.skuNo)),
    eduVerification: async ({ user }) => accepted(await eduVerification(deps, user.customerId)),
    eduVerify: async ({ user, body }) => accepted(await submitEduVerification(deps, user.customerId, body)),
    eduPrice: async ({ user, query }) => accepted(await eduPrice(deps, user.customerId, query.skuNo)),
  });
}
