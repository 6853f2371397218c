import {
  orderCommonPayResult,
  orderContinuePayment,
  orderPayResult,
} from '../../schemas/api/endpoints/orders';
import type { ContinuePaymentResult, PayResult } from '../../schemas/api/payment';
import { call } from './call';

/** Opens a payment for an unpaid order; the answer names the cashier page to go to. */
export const continuePayment = (orderNo: string): Promise<ContinuePaymentResult> =>
  call(orderContinuePayment, { body: { orderNo } });

/** The result page's read (query-pay-success-page); the common result call is its fallback. */
export async function fetchPayResult(orderNo: string): Promise<PayResult> {
  try {
    return await call(orderPayResult, { query: { orderNo } }, { silent: true });
  } catch (error) {
    return call(orderCommonPayResult, { query: { orderNo } }, { silent: true }).catch(() =>
      Promise.reject(error),
    );
  }
}
