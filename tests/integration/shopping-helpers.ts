import { randomUUID } from 'node:crypto';
import { continuePaymentResultSchema } from '../../schemas/api/payment';
import { type ApiAnswer, call, login, type TestServer } from './helpers';

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

/**
 * A new signed-in customer (a row beyond the seeded ones): consent given unless told otherwise and, when
 * addressName is given, a default address in that name.
 */
export async function newCustomer(
  server: TestServer,
  opts: { no: string; nick: string; addressName?: string; consent?: boolean },
): Promise<Shopper & { id: number; no: string; userCode: string }> {
  const { no } = opts;
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO customers (customer_no, user_id, nick_name, mobile, sso_user, created_at)
     VALUES ($1, $2, $3, '13900000000', true, 0) RETURNING id`,
    [no, `U${no}`, opts.nick],
  );
  const id = row?.id ?? 0;
  if (opts.addressName !== undefined)
    await server.db.query(
      `INSERT INTO addresses (customer_id, name, phone, province, city, district, detail, is_default,
         created_at, updated_at) VALUES ($1, $2, '13900000000', '广东省', '深圳市', '南山区', '科技园1号', true, 0, 0)`,
      [id, opts.addressName],
    );
  const userCode = await login(server.url, no);
  const s = shopper(server.url, userCode);
  if (opts.consent ?? true)
    ok(await s.post('/api/channel/cust/auth-license', { deleteType: 0, licenseVersion: '1.0.2' }));
  return { ...s, id, no, userCode };
}
