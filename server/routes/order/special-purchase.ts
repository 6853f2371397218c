import type { Hono } from 'hono';
import {
  eduPriceQuerySchema,
  eduVerifyRequestSchema,
  operatorCheckRequestSchema,
  operatorSendRequestSchema,
  operatorSkuInfoQuerySchema,
} from '../../../schemas/api/special-purchase';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { eduPrice, eduVerification, submitEduVerification } from '../../services/edu-verification';
import { checkOperatorCode, operatorSkuInfo, sendOperatorCode } from '../../services/operator-verification';

/**
 * The spec's "operator verification send and check and skuInfo query" and apple-edu-verify (issue 17),
 * user-scoped under /api/order. The codes go to the simulated operator's handset (/telecom-sim/texts),
 * never into an answer.
 */
export function specialPurchaseRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const user = requireUser(deps);
  r.post('/operator-verification/send', user, async (c) => {
    const body = await parseBody(c, operatorSendRequestSchema);
    return sendOk(c, accepted(await sendOperatorCode(deps, currentUser(c).customerId, body)));
  });
  r.post('/operator-verification/check', user, async (c) => {
    const body = await parseBody(c, operatorCheckRequestSchema);
    return sendOk(c, accepted(await checkOperatorCode(deps, currentUser(c).customerId, body)));
  });
  r.get('/operator-verification/sku-info', user, async (c) => {
    const { skuNo } = parseQuery(c, operatorSkuInfoQuerySchema);
    return sendOk(c, accepted(await operatorSkuInfo(deps, currentUser(c).customerId, skuNo)));
  });
  r.get('/apple-edu-verify', user, async (c) =>
    sendOk(c, accepted(await eduVerification(deps, currentUser(c).customerId))),
  );
  r.post('/apple-edu-verify', user, async (c) => {
    const body = await parseBody(c, eduVerifyRequestSchema);
    return sendOk(c, accepted(await submitEduVerification(deps, currentUser(c).customerId, body)));
  });
  r.get('/apple-edu-verify/price', user, async (c) => {
    const { skuNo } = parseQuery(c, eduPriceQuerySchema);
    return sendOk(c, accepted(await eduPrice(deps, currentUser(c).customerId, skuNo)));
  });
}
