import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  type AfterSaleDetail,
  afterSaleDetailSchema,
  applyRmaResultSchema,
} from '../../schemas/api/after-sales';
import { HeaderNames } from '../../schemas/api/headers';
import {
  confirmationInfoResultSchema,
  createOrderResultSchema,
  orderDetailSchema,
} from '../../schemas/api/order';
import { continuePaymentResultSchema } from '../../schemas/api/payment';
import { type ApiAnswer, call, type TestServer } from './helpers';
import { ORDER, ok, type Shopper } from './shopping-helpers';

/** Short timings so tests move the clock by seconds and minutes (sessions last 2 h). */
export const AFTER_SALE_TIMING = {
  autoShipMs: 10_000,
  logisticsStepMs: 5_000,
  autoCompleteMs: 3_600_000,
  sweepIntervalMs: 0,
  afterSaleAutoApproveMs: 60_000,
  afterSaleReturnShipMs: 120_000,
  afterSaleReturnWindowMs: 600_000,
};

/** Buy now, create the order (optionally with a coupon and an address) and pay it at the cashier. */
export async function buyAndPay(
  server: TestServer,
  s: Shopper,
  skuNo: string,
  quantity: number,
  opts: { couponNo?: string | null; addressId?: number } = {},
) {
  const info = confirmationInfoResultSchema.parse(
    ok(await s.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo, quantity })),
  );
  const order = createOrderResultSchema.parse(
    ok(
      await s.post(`${ORDER}/create-order`, {
        confirmToken: info.confirmToken,
        addressId: opts.addressId ?? info.address?.addressId ?? 0,
        couponNo: opts.couponNo ?? null,
      }),
    ),
  );
  const { payToken } = continuePaymentResultSchema.parse(
    ok(await s.post(`${ORDER}/continue-payment`, { orderNo: order.orderNo })),
  );
  const paid = await fetch(`${server.url}/cashier/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payToken, action: 'pay' }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return detail(s, order.orderNo);
}

export const detail = async (s: Shopper, orderNo: string) =>
  orderDetailSchema.parse(ok(await s.get(`${ORDER}/order-detail-v2`, { orderNo })));

export const itemNoOf = (d: { stores: { items: { orderItemNo: string }[] }[] }): string =>
  d.stores[0]?.items[0]?.orderItemNo ?? '';

export function apply(
  s: Shopper,
  body: { orderItemNo: string; type?: string; reasonCode?: string; quantity: number },
  uniqueCode = randomUUID(),
  path = 'apply-rma-v2',
) {
  return s.post(`${ORDER}/${path}`, { reasonCode: 'not_wanted', type: 'refund_only', ...body }, uniqueCode);
}

export async function applied(
  s: Shopper,
  body: { orderItemNo: string; type?: string; reasonCode?: string; quantity: number },
) {
  return applyRmaResultSchema.parse(ok(await apply(s, body)));
}

export const view = async (s: Shopper, rmaNo: string): Promise<AfterSaleDetail> =>
  afterSaleDetailSchema.parse(ok(await s.get(`${ORDER}/view-rma-v2`, { rmaNo })));

/** The simulated store's calls (operator token). */
export function store(server: TestServer) {
  const headers = { [HeaderNames.operatorToken]: server.operatorToken };
  const post = <T = unknown>(path: string, json: unknown = {}): Promise<ApiAnswer<T>> =>
    call<T>(server.url, `/api/store-sim/after-sales${path}`, { method: 'POST', json, headers });
  return {
    approve: (rmaNo: string) => post<AfterSaleDetail>('/approve', { rmaNo }),
    reject: (rmaNo: string, reason: string) => post<AfterSaleDetail>('/reject', { rmaNo, reason }),
    receive: (rmaNo: string) => post<AfterSaleDetail>('/receive', { rmaNo }),
    sweep: () => post<{ approved: string[]; closed: string[] }>('/sweep'),
    inbox: (state?: string) =>
      call<unknown[]>(server.url, `/api/store-sim/after-sales${state ? `?state=${state}` : ''}`, { headers }),
  };
}

export async function refundsOf(server: TestServer, orderNo: string) {
  return server.db.query<{ rma_no: string; amount_cents: number }>(
    'SELECT rma_no, amount_cents FROM after_sale_refunds WHERE order_no = $1 ORDER BY rma_no',
    [orderNo],
  );
}

export const stockOf = async (server: TestServer, skuNo: string) =>
  (await server.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [skuNo]))[0]?.stock;
