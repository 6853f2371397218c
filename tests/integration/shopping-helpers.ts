import { randomUUID } from 'node:crypto';
import { continuePaymentResultSchema } from '../../schemas/api/payment';
import { type ApiAnswer, call } from './helpers';

/** A logged-in customer's calls: POST with JSON (and a fresh uniqueCode unless given), GET with a query. */
export interface Shopper {
  post<T = unknown>(path: string, json?: unknown, uniqueCode?: string): Promise<ApiAnswer<T>>;
  get<T = unknown>(path: string, query?: Record<string, string>): Promise<ApiAnswer<T>>;
}

export function shopper(base: string, userCode: string): Shopper {
  return {
    post: (path, json = {}, uniqueCode = randomUUID()) =>
      call(base, path, { method: 'POST', userCode, json, headers: { uniqueCode } }),
    get: (path, query = {}) => {
      const qs = new URLSearchParams(query).toString();
      return call(base, qs ? `${path}?${qs}` : path, { userCode });
    },
  };
}

export const CART = '/api/shoppingcart/shopping-cart';
export const ORDER = '/api/order';

/** Fails the test with the server's message when a call that should succeed did not. */
export function ok<T>(res: ApiAnswer<T>): T {
  if (res.body.resCode !== '0000') {
    throw new Error(`expected success, got HTTP ${res.status} ${res.body.resCode}: ${res.body.resMsg}`);
  }
  return res.body.result;
}

/** Pays an order at the simulated cashier as the shopper would; the cashier's redirect (payStatus=…). */
export async function payAtCashier(base: string, s: Shopper, orderNo: string): Promise<string> {
  const { payToken } = continuePaymentResultSchema.parse(
    ok(await s.post(`${ORDER}/continue-payment`, { orderNo })),
  );
  const res = await fetch(`${base}/cashier/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payToken, action: 'pay' }).toString(),
    redirect: 'manual',
  });
  return res.headers.get('location') ?? '';
}
