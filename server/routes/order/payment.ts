import type { Hono } from 'hono';
import {
  CASHIER_PATH,
  continuePaymentRequestSchema,
  PAY_RESULT_PATH,
  payResultQuerySchema,
} from '../../../schemas/api/payment';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { publicUrl } from '../../origins';
import { openPayment, payResult } from '../../services/payment';
import { checkReturnUrl } from '../../sso/return-url';

/** continue-payment, query-pay-success-page, common/pay/result. */
export function paymentRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const { config } = deps;
  const user = requireUser(deps);

  r.post('/continue-payment', user, async (c) => {
    const body = await parseBody(c, continuePaymentRequestSchema);
    const { customerId } = currentUser(c);
    // The cashier only ever sends people back into the mall (same allowlist as the SSO).
    const returnUrl = checkReturnUrl(body.returnUrl ?? PAY_RESULT_PATH, config.allowedReturnOrigins);
    if (!returnUrl) throw badRequest('invalid body: returnUrl: must be a mall address on an allowed origin');
    const opened = accepted(await openPayment(deps, customerId, body.orderNo, returnUrl));
    const cashierUrl = publicUrl(
      config.publicOrigin,
      `${CASHIER_PATH}?payToken=${encodeURIComponent(opened.payToken)}`,
    ).href;
    return sendOk(c, { cashierUrl, ...opened });
  });

  const result = async (customerId: number, orderNo: string) =>
    accepted(await payResult(deps, customerId, orderNo));
  r.get('/query-pay-success-page', user, async (c) =>
    sendOk(c, await result(currentUser(c).customerId, parseQuery(c, payResultQuerySchema).orderNo)),
  );
  r.get('/common/pay/result', user, async (c) =>
    sendOk(c, await result(currentUser(c).customerId, parseQuery(c, payResultQuerySchema).orderNo)),
  );
}
