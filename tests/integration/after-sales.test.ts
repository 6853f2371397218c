import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressListSchema } from '../../schemas/api/address';
import { calculateRmaResultSchema, rmaListResultSchema } from '../../schemas/api/after-sales';
import {
  AFTER_SALE_TIMING,
  applied,
  apply,
  buyAndPay,
  detail,
  itemNoOf,
  refundsOf,
  stockOf,
  store,
  view,
} from './after-sales-helpers';
import { login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

let server: TestServer;
let li: Shopper; // C0001: holds CP0004 (10 off, no threshold)
let zhang: Shopper; // C0002: a Beijing and a Xinjiang address (remote: 15 yuan freight)

const CREAM = 'SKU2500401'; // 35000, Bloom Beauty
const SUITCASE = 'SKU2400101'; // 159900

beforeAll(async () => {
  server = await startTestServer({ shopping: AFTER_SALE_TIMING });
  li = shopper(server.url, await login(server.url, 'C0001'));
  zhang = shopper(server.url, await login(server.url, 'C0002'));
});
afterAll(async () => {
  if (process.env.AFTER_SALE_LOGS) console.log(server?.logs.join('\n'));
  await server?.stop();
});

/** Paid → shipped (clock past the ship delay) → received by the shopper. */
async function receive(s: Shopper, orderNo: string) {
  server.advance(AFTER_SALE_TIMING.autoShipMs + 1);
  ok(await s.post(`${ORDER}/receive`, { orderNo }));
}

describe('return and refund with the simulated store', () => {
  it('applies after receipt, the store approves, the shopper ships back, the store receives: refunded once, stock back', async () => {
    const order = await buyAndPay(server, li, SUITCASE, 2);
    const orderItemNo = itemNoOf(order);
    // before receipt only a refund fits
    const early = await apply(li, { orderItemNo, type: 'return_refund', quantity: 1 });
    expect(early.status).toBe(409);
    expect(early.body.result).toMatchObject({ reason: 'not_shipped' });
    await receive(li, order.orderNo);

    const quote = calculateRmaResultSchema.parse(
      ok(await li.post(`${ORDER}/calculate-rma-amount`, { orderItemNo, type: 'return_refund', quantity: 1 })),
    );
    expect(quote).toMatchObject({ maxQuantity: 2, quantity: 1, amountCents: 159900, freightCents: 0 });
    expect(quote.types).toEqual(['return_refund']);

    const stockBefore = await stockOf(server, SUITCASE);
    const rma = applied(li, { orderItemNo, type: 'return_refund', reasonCode: 'damaged', quantity: 1 });
    const app = await rma;
    expect(app).toMatchObject({
      state: 'applied',
      amountCents: 159900,
      actions: ['cancel'],
      replayed: false,
    });
    const shown = await detail(li, order.orderNo);
    expect(shown.afterSaleStatus).toBe('applying');
    expect(shown.stores[0]?.items[0]?.afterSale).toMatchObject({
      appliedQuantity: 1,
      canApply: ['return_refund'],
    });

    const s = store(server);
    expect(ok(await s.approve(app.rmaNo))).toMatchObject({ state: 'awaiting_return' });
    const approved = await view(li, app.rmaNo);
    expect(approved.actions).toEqual(['cancel', 'shipBack']);
    expect(approved.returnDeadline).toBe(
      (approved.approvedAt ?? 0) + AFTER_SALE_TIMING.afterSaleReturnShipMs,
    );
    // receiving before the parcel was sent is refused
    expect((await s.receive(app.rmaNo)).status).toBe(409);

    const shipped = ok(
      await li.post(`${ORDER}/confirm-return-logistics`, {
        rmaNo: app.rmaNo,
        courier: 'SF Express',
        trackingNo: 'SF1234567890',
      }),
    );
    expect(shipped).toMatchObject({
      state: 'return_shipped',
      courier: 'SF Express',
      trackingNo: 'SF1234567890',
    });
    // the shopper can no longer cancel once the parcel is on its way
    expect((await li.post(`${ORDER}/rma-cancel`, { rmaNo: app.rmaNo })).status).toBe(409);

    expect(ok(await s.receive(app.rmaNo))).toMatchObject({ state: 'refunded' });
    expect((await s.receive(app.rmaNo)).status).toBe(409);
    const done = await view(li, app.rmaNo);
    expect(done.refund?.amountCents).toBe(159900);
    expect(done.history.map((h) => [h.to, h.actor])).toEqual([
      ['applied', 'shopper'],
      ['awaiting_return', 'store'],
      ['return_shipped', 'shopper'],
      ['refunded', 'store'],
    ]);
    expect(await refundsOf(server, order.orderNo)).toEqual([{ rma_no: app.rmaNo, amount_cents: 159900 }]);
    expect(await stockOf(server, SUITCASE)).toBe((stockBefore ?? 0) + 1);

    const after = await detail(li, order.orderNo);
    expect(after.afterSaleStatus).toBe('partly_refunded');
    expect(after.stores[0]?.items[0]?.afterSale).toMatchObject({
      appliedQuantity: 1,
      refundedQuantity: 1,
      refundedCents: 159900,
      latest: { rmaNo: app.rmaNo, state: 'refunded' },
    });
    const list = rmaListResultSchema.parse(
      ok(await li.post(`${ORDER}/order-rma-list`, { orderNo: order.orderNo })),
    );
    expect(list.list.map((a) => a.rmaNo)).toEqual([app.rmaNo]);
    // refunded is not removable
    expect((await li.post(`${ORDER}/rma-remove`, { rmaNo: app.rmaNo })).status).toBe(409);
  });

  it('a rejected application frees the quantity; rejected ones can be removed from the list', async () => {
    const order = await buyAndPay(server, li, SUITCASE, 1);
    const orderItemNo = itemNoOf(order);
    const app = await applied(li, { orderItemNo, type: 'refund_only', quantity: 1 });
    expect((await apply(li, { orderItemNo, quantity: 1 })).status).toBe(409);
    const rejected = ok(await store(server).reject(app.rmaNo, 'already packed'));
    expect(rejected).toMatchObject({
      state: 'rejected',
      rejectReason: 'already packed',
      actions: ['remove'],
    });
    const again = await applied(li, { orderItemNo, quantity: 1 });
    expect(again.state).toBe('applied');
    ok(await li.post(`${ORDER}/rma-remove`, { rmaNo: app.rmaNo }));
    const list = rmaListResultSchema.parse(ok(await li.post(`${ORDER}/order-rma-list`, { orderItemNo })));
    expect(list.list.map((a) => a.rmaNo)).toEqual([again.rmaNo]);
    // the order cannot be cancelled with a whole refund while an application holds part of it
    const cancel = await li.post(`${ORDER}/apply-cancel-transaction`, {
      orderNo: order.orderNo,
      reason: 'Other',
    });
    expect(cancel.status).toBe(409);
  });
});

describe('amounts', () => {
  it('several applications of one line never refund more than the line paid after the coupon', async () => {
    // 3 × 350.00 with 10.00 off: the line paid 1040.00; thirds are not whole cents
    const order = await buyAndPay(server, li, CREAM, 3, { couponNo: 'CP0004' });
    expect(order.amounts).toMatchObject({ goodsCents: 105000, discountCents: 1000, freightCents: 0 });
    const orderItemNo = itemNoOf(order);
    const amounts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const app = await applied(li, { orderItemNo, quantity: 1 });
      amounts.push(app.amountCents);
      ok(await store(server).approve(app.rmaNo));
    }
    expect(amounts).toEqual([34666, 34666, 34668]);
    const refunds = await refundsOf(server, order.orderNo);
    expect(refunds.reduce((n, r) => n + r.amount_cents, 0)).toBe(104000);
    // nothing left to apply for: the order is cancelled by the full refund
    expect((await apply(li, { orderItemNo, quantity: 1 })).body.result).toMatchObject({
      reason: 'cancelled',
    });
    const after = await detail(li, order.orderNo);
    // every unit refunded before it shipped: nothing left to ship, the coupon comes back
    expect(after).toMatchObject({ status: 'cancelled', cancelKind: 'refund', afterSaleStatus: 'refunded' });
    const coupon = await server.db.query<{ status: string }>(
      "SELECT status FROM customer_coupons WHERE coupon_no = 'CP0004' AND order_no IS NULL AND status = 'unused'",
    );
    expect(coupon.length).toBeGreaterThan(0);
  });

  it('freight comes back only with the whole order before shipping', async () => {
    const addresses = addressListSchema.parse(ok(await zhang.get(`${ORDER}/address/list`)));
    const remote = addresses.find((a) => a.province === '新疆维吾尔自治区');
    const order = await buyAndPay(server, zhang, CREAM, 2, { addressId: remote?.addressId ?? 0 });
    expect(order.amounts.freightCents).toBe(1500);
    const orderItemNo = itemNoOf(order);
    const part = calculateRmaResultSchema.parse(
      ok(
        await zhang.post(`${ORDER}/calculate-rma-amount`, { orderItemNo, type: 'refund_only', quantity: 1 }),
      ),
    );
    expect(part).toMatchObject({ goodsCents: 35000, freightCents: 0, amountCents: 35000 });
    const whole = calculateRmaResultSchema.parse(
      ok(await zhang.post(`${ORDER}/calculate-rma-amount`, { orderItemNo, type: 'refund_only' })),
    );
    expect(whole).toMatchObject({ quantity: 2, goodsCents: 70000, freightCents: 1500, amountCents: 71500 });
    const stockBefore = await stockOf(server, CREAM);
    const app = await applied(zhang, { orderItemNo, quantity: 2 });
    ok(await store(server).approve(app.rmaNo));
    expect((await refundsOf(server, order.orderNo))[0]?.amount_cents).toBe(order.amounts.payableCents);
    expect(await stockOf(server, CREAM)).toBe((stockBefore ?? 0) + 2);

    // after shipping, the same whole-order refund carries no freight
    const shippedOrder = await buyAndPay(server, zhang, CREAM, 1, { addressId: remote?.addressId ?? 0 });
    server.advance(AFTER_SALE_TIMING.autoShipMs + 1);
    const late = calculateRmaResultSchema.parse(
      ok(
        await zhang.post(`${ORDER}/calculate-rma-amount`, {
          orderItemNo: itemNoOf(shippedOrder),
          type: 'refund_only',
        }),
      ),
    );
    expect(late).toMatchObject({ goodsCents: 35000, freightCents: 0 });
  });
});

describe('timers', () => {
  it('the store stays silent: approved automatically; an approved return not sent back closes', async () => {
    const order = await buyAndPay(server, li, SUITCASE, 1);
    await receive(li, order.orderNo);
    const orderItemNo = itemNoOf(order);
    const app = await applied(li, { orderItemNo, type: 'return_refund', quantity: 1 });
    server.advance(AFTER_SALE_TIMING.afterSaleAutoApproveMs + 1);
    // a read applies the due timer lazily (the sweep is off in this test server)
    const auto = await view(li, app.rmaNo);
    expect(auto.state).toBe('awaiting_return');
    expect(auto.history.at(-1)).toMatchObject({ to: 'awaiting_return', actor: 'timer' });
    server.advance(AFTER_SALE_TIMING.afterSaleReturnShipMs + 1);
    const swept = ok(await store(server).sweep());
    expect(swept.closed).toContain(app.rmaNo);
    const closed = await view(li, app.rmaNo);
    expect(closed).toMatchObject({ state: 'closed', actions: ['remove'], refund: null });
    expect(
      (
        await li.post(`${ORDER}/confirm-return-logistics`, {
          rmaNo: app.rmaNo,
          courier: 'SF',
          trackingNo: 'X1',
        })
      ).status,
    ).toBe(409);
    // closed frees the unit again (within the return window)
    expect((await applied(li, { orderItemNo, type: 'return_refund', quantity: 1 })).state).toBe('applied');
  });

  it('the return window closes', async () => {
    const order = await buyAndPay(server, li, SUITCASE, 1);
    await receive(li, order.orderNo);
    server.advance(AFTER_SALE_TIMING.afterSaleReturnWindowMs + 1);
    const late = await apply(li, { orderItemNo: itemNoOf(order), type: 'return_refund', quantity: 1 });
    expect(late.status).toBe(409);
    expect(late.body.result).toMatchObject({ reason: 'window_passed' });
    expect((await detail(li, order.orderNo)).stores[0]?.items[0]?.afterSale?.canApply).toEqual([]);
  });
});

describe('another customer', () => {
  it('can neither read nor act on an application', async () => {
    const order = await buyAndPay(server, li, SUITCASE, 1);
    const orderItemNo = itemNoOf(order);
    const app = await applied(li, { orderItemNo, quantity: 1 });
    const theirs = [
      await zhang.get(`${ORDER}/view-rma-v2`, { rmaNo: app.rmaNo }),
      await zhang.post(`${ORDER}/rma-cancel`, { rmaNo: app.rmaNo }),
      await zhang.post(`${ORDER}/rma-remove`, { rmaNo: app.rmaNo }),
      await zhang.post(`${ORDER}/confirm-return-logistics`, {
        rmaNo: app.rmaNo,
        courier: 'SF',
        trackingNo: 'X',
      }),
      await zhang.post(`${ORDER}/calculate-rma-amount`, { orderItemNo, type: 'refund_only' }),
      await apply(zhang, { orderItemNo, quantity: 1 }),
    ];
    for (const res of theirs) expect(res.status).toBe(404);
    const list = rmaListResultSchema.parse(ok(await zhang.post(`${ORDER}/order-rma-list`, {})));
    expect(list.list.some((a) => a.rmaNo === app.rmaNo)).toBe(false);
    const noItem = rmaListResultSchema.parse(
      ok(await zhang.post(`${ORDER}/order-rma-list`, { orderItemNo })),
    );
    expect(noItem.total).toBe(0);
    expect((await view(li, app.rmaNo)).state).toBe('applied');
    // the store side needs the operator token
    const anon = await fetch(`${server.url}/api/store-sim/after-sales/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rmaNo: app.rmaNo }),
    });
    expect(anon.status).toBe(403);
    // the shopper's own cancel works
    expect(ok(await li.post(`${ORDER}/rma-cancel`, { rmaNo: app.rmaNo }))).toMatchObject({
      state: 'cancelled',
    });
  });
});
