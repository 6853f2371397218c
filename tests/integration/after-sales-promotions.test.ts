import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmationInfoResultSchema,
  createOrderResultSchema,
  orderDetailSchema,
} from '../../schemas/api/order';
import { continuePaymentResultSchema } from '../../schemas/api/payment';
import { AFTER_SALE_TIMING, applied, refundsOf, store } from './after-sales-helpers';
import { call, login, startTestServer, type TestServer } from './helpers';
import { CART, ORDER, ok, type Shopper, shopper } from './shopping-helpers';

/** Two phones of one store: the first in an operator's 满5000减200, the second in no activity. */
const IN_ACTIVITY = 'SKU2000101'; // 599900
const OUTSIDE = 'SKU2000102'; // 649900

let server: TestServer;
let wang: Shopper;

beforeAll(async () => {
  server = await startTestServer({ shopping: AFTER_SALE_TIMING });
  wang = shopper(server.url, await login(server.url, 'C0003'));
  const now = Date.now();
  ok(
    await call(server.url, '/api/operator/promotions', {
      method: 'POST',
      headers: { 'x-operator-token': server.operatorToken },
      json: {
        activityNo: 'ASFD1',
        title: '手机满5000减200',
        scope: 'sku',
        skuNos: [IN_ACTIVITY],
        tiers: [{ thresholdCents: 500000, reductionCents: 20000 }],
        startAt: now - 60_000,
        endAt: now + 86_400_000,
        seq: 0,
      },
    }),
  );
  ok(
    await wang.post(`${ORDER}/address/save`, {
      name: '王芳',
      phone: '13900139003',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '灵隐路1号',
      isDefault: true,
    }),
  );
});
afterAll(() => server?.stop());

/** Both phones from the cart, with the best coupon C0003 holds (10 yuan), paid at the cashier. */
async function buyBothAndPay() {
  ok(await wang.post(`${CART}/clear`, { scope: 'all' }));
  ok(await wang.post(`${CART}/add-v2`, { skuNo: IN_ACTIVITY, quantity: 1 }));
  ok(await wang.post(`${CART}/add-v2`, { skuNo: OUTSIDE, quantity: 2 }));
  const info = confirmationInfoResultSchema.parse(ok(await wang.post(`${ORDER}/confirmation-info`, {})));
  expect(info.promotionCents).toBe(20000);
  const order = createOrderResultSchema.parse(
    ok(
      await wang.post(`${ORDER}/create-order`, {
        confirmToken: info.confirmToken,
        addressId: info.address?.addressId,
        couponNo: info.couponNo,
      }),
    ),
  );
  const { payToken } = continuePaymentResultSchema.parse(
    ok(await wang.post(`${ORDER}/continue-payment`, { orderNo: order.orderNo })),
  );
  const paid = await fetch(`${server.url}/cashier/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payToken, action: 'pay' }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const detail = orderDetailSchema.parse(
    ok(await wang.get(`${ORDER}/order-detail-v2`, { orderNo: order.orderNo })),
  );
  const lines = detail.stores.flatMap((s) => s.items);
  const lineOf = (skuNo: string) => lines.find((i) => i.skuNo === skuNo)?.orderItemNo ?? '';
  return { info, order, inActivity: lineOf(IN_ACTIVITY), outside: lineOf(OUTSIDE) };
}

describe('refunds of an order with a full discount (满减)', () => {
  it('a line outside the activity gets back what it paid: the 满减 stays with its own line', async () => {
    const { info, inActivity, outside } = await buyBothAndPay();
    const coupon = info.couponCents;
    expect(coupon).toBeGreaterThan(0);
    // One of the two outside phones: its goods less at most its share of the coupon, none of the 满减.
    const one = await applied(wang, { orderItemNo: outside, quantity: 1 });
    expect(one.goodsCents).toBeLessThanOrEqual(649900);
    expect(one.goodsCents).toBeGreaterThanOrEqual(649900 - coupon);
    // The phone in the activity: at most its goods less the whole 满减.
    const mine = await applied(wang, { orderItemNo: inActivity, quantity: 1 });
    expect(mine.goodsCents).toBeLessThanOrEqual(599900 - 20000);
    expect(mine.goodsCents).toBeGreaterThanOrEqual(599900 - 20000 - coupon);
  });

  it('refunds of every line, applied and approved in parallel, sum exactly to what was paid', async () => {
    const { order, inActivity, outside } = await buyBothAndPay();
    const apps = await Promise.all([
      applied(wang, { orderItemNo: outside, quantity: 1 }),
      applied(wang, { orderItemNo: inActivity, quantity: 1 }),
      applied(wang, { orderItemNo: outside, quantity: 1 }),
    ]);
    const s = store(server);
    // The store approves each twice at once: one refund each.
    await Promise.all(apps.flatMap((a) => [s.approve(a.rmaNo), s.approve(a.rmaNo)]));
    const refunds = await refundsOf(server, order.orderNo);
    expect(refunds).toHaveLength(3);
    const total = refunds.reduce((a, r) => a + r.amount_cents, 0);
    expect(total).toBe(order.payableCents);
    for (const r of refunds) expect(Number.isInteger(r.amount_cents)).toBe(true);
  });
});
