import {
  type ContinuePaymentResult,
  continuePaymentResultSchema,
  type PayResult,
  payResultSchema,
} from '../../schemas/api/payment';
import { get, post } from './client';

/** Opens a payment for an unpaid order; the answer names the cashier page to go to. */
export const continuePayment = (orderNo: string): Promise<ContinuePaymentResult> =>
  post('/api/order/continue-payment', { orderNo }, { schema: continuePaymentResultSchema });

/** The result page's read (query-pay-success-page); the common result call is its fallback. */
export async function fetchPayResult(orderNo: string): Promise<PayResult> {
  try {
    return await get(
      '/api/order/query-pay-success-page',
      { orderNo },
      { schema: payResultSchema, silent: true },
    );
  } catch (error) {
    return get('/api/order/common/pay/result', { orderNo }, { schema: payResultSchema, silent: true }).catch(
      () => Promise.reject(error),
    );
  }
}
