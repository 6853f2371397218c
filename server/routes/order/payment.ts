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
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { publicUrl } from '../../origins';
import { advanceOrders } from '../../repos/order-lifecycle';
import { openPayment, payResultOf } from '../../repos/payments';
import { checkReturnUrl } from '../../sso/return-url';

/** continue-payment, query-pay-success-page, common/pay/result. */
export function paymentRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const { db, config } = deps;
  const user = requireUser(deps);

  r.post('/continue-payment', user, async (c) => {
    const body = await parseBody(c, continuePaymentRequestSchema);
    const { customerId } = currentUser(c);
    // The cashier only ever sends people back into the mall (same allowlist as the SSO).
    const returnUrl = checkReturnUrl(body.returnUrl ?? PAY_RESULT_PATH, config.allowedReturnOrigins);
    if (!returnUrl) throw badRequest('invalid body: returnUrl: must be a mall address on an allowed origin');
    const now = config.clock();
    await advanceOrders(db, now, config.shopping, customerId);
    const opened = await openPayment(db, customerId, body.orderNo, returnUrl, now);
    const cashierUrl = publicUrl(
      config.publicOrigin,
      `${CASHIER_PATH}?payToken=${encodeURIComponent(opened.payToken)}`,
    ).href;
    return sendOk(c, { cashierUrl, ...opened });
  });

  const result = async (customerId: number, orderNo: string) => {
    await advanceOrders(db, config.clock(), config.shopping, customerId);
    return payResultOf(db, customerId, orderNo);
  };
  r.get('/query-pay-success-page', user, async (c) =>
    sendOk(c, await result(currentUser(c).customerId, parseQuery(c, payResultQuerySchema).orderNo)),
  );
  r.get('/common/pay/result', user, async (c) =>
    sendOk(c, await result(currentUser(c).customerId, parseQuery(c, payResultQuerySchema).orderNo)),
  );
}
