import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressListSchema, addressSchema } from '../../schemas/api/address';
import { orderCouponListResultSchema } from '../../schemas/api/coupon-order';
import { logisticsSchema, packageListSchema } from '../../schemas/api/logistics';
import {
  type ConfirmationInfo,
  confirmationInfoResultSchema,
  createOrderResultSchema,
  orderDetailSchema,
  orderListResultSchema,
} from '../../schemas/api/order';
import { continuePaymentResultSchema, payResultSchema } from '../../schemas/api/payment';
import { sealMbankAddress } from '../../server/domain/mbank-address';
import { SHOPPING_DEFAULTS } from '../../server/domain/shopping-config';
import { refusalMessages } from '../../server/i18n/refusals';
import { login, startTestServer, type TestServer } from './helpers';
import { CART, ORDER, ok, type Shopper, shopper } from './shopping-helpers';

let server: TestServer;
let li: Shopper; // C0001: two addresses, coupons CP0001-CP0005
let zhang: Shopper; // C0002: Beijing and Xinjiang addresses

const SUITCASE = 'SKU2400101'; // 159900, store ST1004
const SERUM = 'SKU2500102'; // 131000, Bloom Beauty (CP0003's store)
const PHONE = 'SKU2000102'; // 649900, phones (CP0002: 200 off phones over 3000)
const DUVET = 'SKU2400302'; // 179900, only the auto-cancel test orders it

// Short delays so the test moves the clock by seconds (a 7-day jump would also expire the sessions).
const TIMING = { autoShipMs: 10_000, logisticsStepMs: 5_000, autoCompleteMs: 20_000, sweepIntervalMs: 0 };

beforeAll(async () => {
  // Ship delay: orders stay 'paid' until a test moves the clock on purpose.
  server = await startTestServer({ shopping: TIMING });
  li = shopper(server.url, await login(server.url, 'C0001'));
  zhang = shopper(server.url, await login(server.url, 'C0002'));
});
afterAll(() => server?.stop());

const stockOf = async (skuNo: string) =>
  (await server.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [skuNo]))[0]?.stock;

async function buyNow(s: Shopper, skuNo: string, quantity = 1): Promise<ConfirmationInfo> {
  return confirmationInfoResultSchema.parse(
    ok(await s.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo, quantity })),
  );
}

async function place(s: Shopper, skuNo: string, quantity = 1, couponNo: string | null = null) {
  const info = await buyNow(s, skuNo, quantity);
  const addressId = info.address?.addressId ?? 0;
  return createOrderResultSchema.parse(
    ok(await s.post(`${ORDER}/create-order`, { confirmToken: info.confirmToken, addressId, couponNo })),
  );
}

/** Opens the cashier and presses a button; returns the redirect target. */
async function cashier(s: Shopper, orderNo: string, action: 'pay' | 'fail' | 'cancel', payToken?: string) {
  const token =
    payToken ??
    continuePaymentResultSchema.parse(ok(await s.post(`${ORDER}/continue-payment`, { orderNo }))).payToken;
  const res = await fetch(`${server.url}/cashier/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payToken: token, action }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') ?? '', payToken: token };
}

const detail = async (s: Shopper, orderNo: string) =>
  orderDetailSchema.parse(ok(await s.get(`${ORDER}/order-detail-v2`, { orderNo })));

describe('confirmation and amounts', () => {
  it('confirms from the cart with the default address, best coupon and consistent integer amounts', async () => {
    const info = confirmationInfoResultSchema.parse(
      ok(await li.post(`${ORDER}/confirmation-info`, { source: 'cart' })),
    );
    expect(info.address?.isDefault).toBe(true);
    expect(info.items.map((i) => i.skuNo).sort()).toEqual(['SKU2000101', 'SKU2200101', 'SKU2500102']);
    const { goodsCents, discountCents, freightCents, payableCents } = info.amounts;
    for (const v of Object.values(info.amounts)) expect(Number.isInteger(v)).toBe(true);
    expect(payableCents).toBe(goodsCents - discountCents + freightCents);
    expect(info.couponNo).toBe('CP0002'); // 200 off phones beats 50 off and 30 off
    expect(discountCents).toBe(20000);
    const coupons = orderCouponListResultSchema.parse(
      ok(await li.post(`${ORDER}/order-coupon-list`, { confirmToken: info.confirmToken })),
    );
    // CP0004 (10 off, no threshold) is out of stock in the catalogue but C0001 already holds one.
    expect(coupons.available.map((c) => c.couponNo)).toEqual(['CP0002', 'CP0001', 'CP0003', 'CP0004']);
    expect(coupons.unavailable.map((c) => [c.couponNo, c.reason])).toEqual([['CP0005', 'notStarted']]);
    const withStore = ok(
      await li.post<{ discountCents: number; payableCents: number }>(`${ORDER}/recalculate-amount`, {
        confirmToken: info.confirmToken,
        couponNo: 'CP0003',
      }),
    );
    expect(withStore.discountCents).toBe(3000);
    expect(withStore.payableCents).toBe(goodsCents - 3000 + freightCents);
  });

  it('refuses a coupon that does not apply, an unknown address and an unknown SKU', async () => {
    const info = await buyNow(li, SUITCASE);
    const notApplicable = await li.post(`${ORDER}/recalculate-amount`, {
      confirmToken: info.confirmToken,
      couponNo: 'CP0003',
    });
    expect(notApplicable.status).toBe(409);
    expect(notApplicable.body.resMsg).toMatch(/no item in this order qualifies/);
    const notHeld = await li.post(`${ORDER}/recalculate-amount`, {
      confirmToken: info.confirmToken,
      couponNo: 'CP9999',
    });
    expect(notHeld.status).toBe(409);
    const before = await stockOf(SUITCASE);
    const badCoupon = await li.post(`${ORDER}/create-order`, {
      confirmToken: info.confirmToken,
      addressId: info.address?.addressId,
      couponNo: 'CP0002',
    });
    expect(badCoupon.status).toBe(409);
    const badAddress = await li.post(`${ORDER}/create-order`, {
      confirmToken: info.confirmToken,
      addressId: 999_999,
    });
    expect(badAddress.status).toBe(404);
    expect(badAddress.body.resMsg).toBe(refusalMessages.en.addressNotFound(999_999));
    expect(await stockOf(SUITCASE)).toBe(before);
    expect(
      (await li.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: 'NOPE', quantity: 1 })).status,
    ).toBe(404);
    const offShelf = await li.post(`${ORDER}/confirmation-info`, {
      source: 'buyNow',
      skuNo: 'SKU2000701',
      quantity: 1,
    });
    expect(offShelf.status).toBe(409);
    expect(offShelf.body.resMsg).toMatch(/off the shelf/);
  });

  it('adds the remote-region surcharge for a Xinjiang address', async () => {
    const info = await buyNow(zhang, SUITCASE);
    const list = addressListSchema.parse(ok(await zhang.get(`${ORDER}/address/list`)));
    const xinjiang = list.find((x) => x.province === '新疆维吾尔自治区');
    const amounts = ok(
      await zhang.post<{ freightCents: number }>(`${ORDER}/recalculate-amount`, {
        confirmToken: info.confirmToken,
        addressId: xinjiang?.addressId,
      }),
    );
    expect(amounts.freightCents).toBe(1500);
  });

  it('refuses a stale cart line at confirmation and at order time', async () => {
    const added = ok(
      await zhang.post<{ lineId: number }>(`${CART}/add-v2`, { skuNo: SUITCASE, quantity: 1 }),
    );
    const info = confirmationInfoResultSchema.parse(
      ok(await zhang.post(`${ORDER}/confirmation-info`, { source: 'cart', lineIds: [added.lineId] })),
    );
    ok(await zhang.post(`${CART}/delete`, { lineIds: [added.lineId] }));
    const again = await zhang.post(`${ORDER}/confirmation-info`, { source: 'cart', lineIds: [added.lineId] });
    expect(again.status).toBe(404);
    const before = await stockOf(SUITCASE);
    const create = await zhang.post(`${ORDER}/create-order`, {
      confirmToken: info.confirmToken,
      addressId: info.address?.addressId,
    });
    expect(create.status).toBe(409);
    expect(create.body.resMsg).toMatch(/cart changed/);
    expect(await stockOf(SUITCASE)).toBe(before);
  });

  it('refuses create-order without a uniqueCode', async () => {
    const info = await buyNow(li, SUITCASE);
    const res = await li.post(`${ORDER}/create-order`, { confirmToken: info.confirmToken, addressId: 1 }, '');
    expect(res.status).toBe(400);
    expect(res.body.resMsg).toMatch(/uniqueCode/);
  });
});

describe('create-order', () => {
  it('takes stock, uses the coupon and removes the ordered cart lines', async () => {
    const before = await stockOf(PHONE);
    const line = ok(await li.post<{ lineId: number }>(`${CART}/add-v2`, { skuNo: PHONE, quantity: 1 }));
    const info = confirmationInfoResultSchema.parse(
      ok(await li.post(`${ORDER}/confirmation-info`, { source: 'cart', lineIds: [line.lineId] })),
    );
    const order = createOrderResultSchema.parse(
      ok(
        await li.post(`${ORDER}/create-order`, {
          confirmToken: info.confirmToken,
          addressId: info.address?.addressId,
          couponNo: 'CP0002',
          invoice: { type: 'company', title: 'Acme Ltd', taxNo: '91440300MA5ABCDE1X' },
          remark: 'leave at the door',
        }),
      ),
    );
    expect(order.payableCents).toBe(649900 - 20000);
    expect(await stockOf(PHONE)).toBe((before ?? 0) - 1);
    const cartView = ok<{ stores: { lines: { lineId: number }[] }[] }>(await li.post(`${CART}/query-v2`));
    expect(cartView.stores.flatMap((s) => s.lines).map((l) => l.lineId)).not.toContain(line.lineId);
    const d = await detail(li, order.orderNo);
    expect(d).toMatchObject({ status: 'awaiting_payment', couponNo: 'CP0002', remark: 'leave at the door' });
    expect(d.invoice).toEqual({ type: 'company', title: 'Acme Ltd', taxNo: '91440300MA5ABCDE1X' });
    // The coupon is used now: another order cannot take it.
    const next = await buyNow(li, PHONE);
    const reuse = await li.post(`${ORDER}/recalculate-amount`, {
      confirmToken: next.confirmToken,
      couponNo: 'CP0002',
    });
    expect(reuse.status).toBe(409);
    expect(reuse.body.resMsg).toMatch(/already used/);
    // A confirmation is single use.
    const twice = await li.post(`${ORDER}/create-order`, {
      confirmToken: info.confirmToken,
      addressId: info.address?.addressId,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.resMsg).toMatch(/already submitted/);
  });

  it('is idempotent by uniqueCode: three retries make one order and one stock decrement', async () => {
    const before = await stockOf(SUITCASE);
    const info = await buyNow(li, SUITCASE, 2);
    const body = { confirmToken: info.confirmToken, addressId: info.address?.addressId };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await li.post(`${ORDER}/create-order`, body, 'retry-code-1'));
    const orderNos = answers.map((a) => createOrderResultSchema.parse(ok(a)).orderNo);
    expect(new Set(orderNos).size).toBe(1);
    expect(await stockOf(SUITCASE)).toBe((before ?? 0) - 2);
    // Even in parallel.
    const info2 = await buyNow(li, SUITCASE, 1);
    const parallel = await Promise.all(
      [1, 2, 3].map(() =>
        li.post(
          `${ORDER}/create-order`,
          { confirmToken: info2.confirmToken, addressId: info2.address?.addressId },
          'retry-code-2',
        ),
      ),
    );
    expect(new Set(parallel.map((p) => createOrderResultSchema.parse(ok(p)).orderNo)).size).toBe(1);
    expect(await stockOf(SUITCASE)).toBe((before ?? 0) - 3);
  });

  it('refuses a quantity over stock or the purchase limit with nothing changed', async () => {
    const overLimit = await li.post(`${ORDER}/confirmation-info`, {
      source: 'buyNow',
      skuNo: 'SKU2100601',
      quantity: 3,
    });
    expect(overLimit.status).toBe(409);
    expect(overLimit.body.resMsg).toMatch(/at most 2 per order/);
    const info = await buyNow(li, 'SKU2400201', 2); // stock 8
    await server.db.query('UPDATE skus SET stock = 1 WHERE sku_no = $1', ['SKU2400201']);
    const res = await li.post<{ problems: { skuNo: string; available: number }[] }>(`${ORDER}/create-order`, {
      confirmToken: info.confirmToken,
      addressId: info.address?.addressId,
    });
    expect(res.status).toBe(409);
    expect(res.body.resMsg).toMatch(/only 1 left/);
    expect(res.body.result.problems).toEqual([
      expect.objectContaining({ skuNo: 'SKU2400201', available: 1 }),
    ]);
    expect(await stockOf('SKU2400201')).toBe(1);
    const check = ok<{ enough: boolean }>(
      await li.post(`${ORDER}/check-sku-inventory`, { confirmToken: info.confirmToken }),
    );
    expect(check.enough).toBe(false);
  });
});

describe('order state machine', () => {
  it('pays, ships after the delay, shows logistics, is received, then completes', async () => {
    const order = await place(li, SUITCASE);
    const visit = await cashier(li, order.orderNo, 'pay');
    expect(visit.status).toBe(303);
    expect(visit.location).toBe(`/mbankmall/order/result?orderNo=${order.orderNo}&payStatus=success`);
    // Pressing Pay again with the same token charges nothing and says the same.
    const again = await cashier(li, order.orderNo, 'pay', visit.payToken);
    expect(again.location).toContain('payStatus=success');
    const result = payResultSchema.parse(
      ok(await li.get(`${ORDER}/common/pay/result`, { orderNo: order.orderNo })),
    );
    expect(result).toMatchObject({
      payStatus: 'success',
      orderStatus: 'paid',
      paidCents: order.payableCents,
      attempts: 1,
    });
    expect(
      payResultSchema.parse(ok(await li.get(`${ORDER}/query-pay-success-page`, { orderNo: order.orderNo })))
        .payStatus,
    ).toBe('success');
    const paidAgain = await li.post(`${ORDER}/continue-payment`, { orderNo: order.orderNo });
    expect(paidAgain.status).toBe(409);

    const notYet = await li.post(`${ORDER}/receive`, { orderNo: order.orderNo });
    expect(notYet.status).toBe(409);
    expect(notYet.body.resMsg).toMatch(/Cannot confirm receipt: the order is paid/);
    server.advance(10_000);
    expect((await detail(li, order.orderNo)).status).toBe('shipped');
    server.advance(5_000);
    const logistics = logisticsSchema.parse(
      ok(await li.get(`${ORDER}/view-logistics-v2`, { orderNo: order.orderNo })),
    );
    expect(logistics.current).toBe('inTransit');
    expect(logistics.nodes.filter((n) => n.reached).map((n) => n.code)).toEqual([
      'packed',
      'shipped',
      'inTransit',
    ]);
    server.advance(10_000);
    expect(
      logisticsSchema.parse(ok(await li.get(`${ORDER}/view-logistics-v2`, { orderNo: order.orderNo })))
        .current,
    ).toBe('delivered');
    const packages = packageListSchema.parse(
      ok(await li.get(`${ORDER}/view-package-v2`, { orderNo: order.orderNo })),
    );
    expect(packages.packages).toHaveLength(1);
    const refund = await li.post(`${ORDER}/apply-cancel-transaction`, {
      orderNo: order.orderNo,
      reason: 'Other',
    });
    expect(refund.status).toBe(409);
    expect(refund.body.resMsg).toMatch(/after-sale/);
    const received = orderDetailSchema.parse(
      ok(await li.post(`${ORDER}/receive`, { orderNo: order.orderNo })),
    );
    expect(received.status).toBe('received');
    server.advance(TIMING.autoCompleteMs);
    expect((await detail(li, order.orderNo)).status).toBe('completed');
    ok(await li.post(`${ORDER}/remove`, { orderNo: order.orderNo }));
    const list = orderListResultSchema.parse(
      ok(await li.post(`${ORDER}/order-list`, { status: 'all', pageSize: 50 })),
    );
    expect(list.list.map((o) => o.orderNo)).not.toContain(order.orderNo);
  });

  it('refuses to pay a cancelled order, also with a cashier link opened before cancelling', async () => {
    const before = await stockOf(SUITCASE);
    const order = await place(li, SUITCASE, 2);
    const open = continuePaymentResultSchema.parse(
      ok(await li.post(`${ORDER}/continue-payment`, { orderNo: order.orderNo })),
    );
    expect(open.cashierUrl).toContain('/cashier/pay?payToken=');
    const page = await fetch(open.cashierUrl);
    expect(await page.text()).toContain(order.orderNo);
    const cancelled = orderDetailSchema.parse(
      ok(await li.post(`${ORDER}/cancel`, { orderNo: order.orderNo, reason: 'No longer needed' })),
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelKind: 'user',
      cancelReason: 'No longer needed',
    });
    expect(await stockOf(SUITCASE)).toBe(before);
    const pay = await li.post(`${ORDER}/continue-payment`, { orderNo: order.orderNo });
    expect(pay.status).toBe(409);
    expect(pay.body.resMsg).toMatch(/Cannot pay: the order is cancelled/);
    const late = await cashier(li, order.orderNo, 'pay', open.payToken);
    expect(late.location).toContain('payStatus=failed');
    expect((await detail(li, order.orderNo)).status).toBe('cancelled');
    const cancelAgain = await li.post(`${ORDER}/cancel`, { orderNo: order.orderNo, reason: 'Other' });
    expect(cancelAgain.status).toBe(409);
    const noReason = await li.post(`${ORDER}/cancel`, { orderNo: order.orderNo, reason: '' });
    expect(noReason.status).toBe(400);
  });

  it('records a failed payment, allows a retry, and cancels a paid order with a refund', async () => {
    const before = await stockOf(SERUM);
    const order = await place(li, SERUM, 1, 'CP0003');
    const failed = await cashier(li, order.orderNo, 'fail');
    expect(failed.location).toContain('payStatus=failed');
    const result = payResultSchema.parse(
      ok(await li.get(`${ORDER}/common/pay/result`, { orderNo: order.orderNo })),
    );
    expect(result).toMatchObject({ payStatus: 'failed', canRetry: true, paidCents: 0 });
    expect(result.nextSteps[0]?.kind).toBe('retryPay');
    const cancelledVisit = await cashier(li, order.orderNo, 'cancel');
    expect(cancelledVisit.location).toContain('payStatus=cancelled');
    expect((await cashier(li, order.orderNo, 'pay')).location).toContain('payStatus=success');
    expect((await detail(li, order.orderNo)).status).toBe('paid');
    const unpaidCancel = await li.post(`${ORDER}/cancel`, { orderNo: order.orderNo, reason: 'Other' });
    expect(unpaidCancel.status).toBe(409);
    expect(unpaidCancel.body.resMsg).toMatch(/apply-cancel-transaction/);
    const refunded = orderDetailSchema.parse(
      ok(await li.post(`${ORDER}/apply-cancel-transaction`, { orderNo: order.orderNo, reason: 'Other' })),
    );
    expect(refunded).toMatchObject({
      status: 'cancelled',
      cancelKind: 'refund',
      refundCents: order.payableCents,
    });
    expect(await stockOf(SERUM)).toBe(before);
    // The coupon came back with the refund.
    const next = await buyNow(li, SERUM);
    ok(await li.post(`${ORDER}/recalculate-amount`, { confirmToken: next.confirmToken, couponNo: 'CP0003' }));
  });

  it('refuses receipt of an unpaid order and removal of an open one', async () => {
    const order = await place(li, SUITCASE);
    const receive = await li.post(`${ORDER}/receive`, { orderNo: order.orderNo });
    expect(receive.status).toBe(409);
    expect(receive.body.resMsg).toMatch(/awaiting payment; pay for it first/);
    const remove = await li.post(`${ORDER}/remove`, { orderNo: order.orderNo });
    expect(remove.status).toBe(409);
    ok(await li.post(`${ORDER}/cancel`, { orderNo: order.orderNo, reason: 'Other' }));
  });

  it('cancels an unpaid order after the configured time and restores its stock', async () => {
    // A SKU no other test orders: earlier unpaid orders expire at the same moment and give theirs back too.
    const before = await stockOf(DUVET);
    const order = await place(li, DUVET, 3);
    expect(await stockOf(DUVET)).toBe((before ?? 0) - 3);
    const open = continuePaymentResultSchema.parse(
      ok(await li.post(`${ORDER}/continue-payment`, { orderNo: order.orderNo })),
    );
    server.advance(SHOPPING_DEFAULTS.autoCancelMs - 1);
    expect((await detail(li, order.orderNo)).status).toBe('awaiting_payment');
    server.advance(1);
    const d = await detail(li, order.orderNo);
    expect(d).toMatchObject({ status: 'cancelled', cancelKind: 'timeout', cancelledAt: order.payDeadline });
    expect(await stockOf(DUVET)).toBe(before);
    const late = await cashier(li, order.orderNo, 'pay', open.payToken);
    expect(late.location).toContain('payStatus=failed');
    const tab = orderListResultSchema.parse(
      ok(await li.post(`${ORDER}/order-list`, { status: 'cancelled' })),
    );
    expect(tab.list.every((o) => o.status === 'cancelled')).toBe(true);
    expect(tab.list.map((o) => o.orderNo)).toContain(order.orderNo);
  });

  it('lists orders by tab with paging', async () => {
    const page1 = orderListResultSchema.parse(
      ok(await li.post(`${ORDER}/order-list`, { status: 'all', pageNo: 1, pageSize: 2 })),
    );
    expect(page1.list).toHaveLength(2);
    expect(page1.hasMore).toBe(true);
    const page2 = orderListResultSchema.parse(
      ok(await li.post(`${ORDER}/order-list`, { status: 'all', pageNo: 2, pageSize: 2 })),
    );
    expect(page2.list.map((o) => o.orderNo)).not.toContain(page1.list[0]?.orderNo);
    const awaiting = orderListResultSchema.parse(
      ok(await li.post(`${ORDER}/order-list`, { status: 'awaiting_payment' })),
    );
    expect(awaiting.list.every((o) => o.status === 'awaiting_payment' && o.actions.includes('pay'))).toBe(
      true,
    );
    expect((await li.post(`${ORDER}/order-list`, { status: 'lost' })).status).toBe(400);
  });
});

describe('addresses', () => {
  it('adds, changes and validates addresses; the default moves', async () => {
    const saved = addressSchema.parse(
      ok(
        await zhang.post(`${ORDER}/address/save`, {
          name: 'Zhang Min',
          phone: '13900139002',
          province: 'Zhejiang',
          city: 'Hangzhou',
          district: 'Xihu',
          detail: '1 Lingyin Road',
          isDefault: true,
        }),
      ),
    );
    const list = addressListSchema.parse(ok(await zhang.get(`${ORDER}/address/list`)));
    expect(list[0]?.addressId).toBe(saved.addressId);
    expect(list.filter((x) => x.isDefault)).toHaveLength(1);
    const changed = addressSchema.parse(
      ok(await zhang.post(`${ORDER}/address/save`, { ...saved, detail: '2 Lingyin Road', isDefault: true })),
    );
    expect(changed.detail).toBe('2 Lingyin Road');
    expect(addressSchema.parse(ok(await zhang.get(`${ORDER}/address/${saved.addressId}`))).detail).toBe(
      '2 Lingyin Road',
    );
    const badPhone = await zhang.post(`${ORDER}/address/save`, { ...saved, phone: '12345' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.resMsg).toMatch(/phone/);
    const badDetail = await zhang.post(`${ORDER}/address/save`, {
      ...saved,
      addressId: undefined,
      detail: 'x',
    });
    expect(badDetail.status).toBe(400);
    expect(addressListSchema.parse(ok(await zhang.get(`${ORDER}/address/list`)))).toHaveLength(list.length);
  });

  it('opens a signed bank address and refuses a tampered one', async () => {
    const fields = {
      name: 'Li Wei',
      phone: '13800138001',
      province: 'Guangdong',
      city: 'Guangzhou',
      district: 'Tianhe',
      detail: '9 Huacheng Avenue',
    };
    const cipher = sealMbankAddress(fields, SHOPPING_DEFAULTS.mbankAddressKey);
    expect(ok(await li.post(`${ORDER}/address/mbank/decrypt`, { cipher }))).toEqual(fields);
    const tampered = sealMbankAddress({ ...fields, detail: '1 Other Road' }, 'wrong-key');
    const res = await li.post(`${ORDER}/address/mbank/decrypt`, { cipher: tampered });
    expect(res.status).toBe(400);
    expect(res.body.resMsg).toMatch(/failed verification/);
  });
});

describe('customer isolation (orders and addresses)', () => {
  it("answers 404 for another customer's order, confirmation and address and changes nothing", async () => {
    const order = await place(li, SUITCASE);
    const info = await buyNow(li, SUITCASE);
    const liAddress = addressListSchema.parse(ok(await li.get(`${ORDER}/address/list`)))[0];
    const reads = [
      await zhang.get(`${ORDER}/order-detail-v2`, { orderNo: order.orderNo }),
      await zhang.get(`${ORDER}/order-store-detail`, { orderStoreNo: `${order.orderNo}-1` }),
      await zhang.get(`${ORDER}/view-logistics-v2`, { orderNo: order.orderNo }),
      await zhang.get(`${ORDER}/common/pay/result`, { orderNo: order.orderNo }),
      await zhang.get(`${ORDER}/address/${liAddress?.addressId}`),
    ];
    for (const r of reads) expect(r.status).toBe(404);
    const writes = [
      await zhang.post(`${ORDER}/cancel`, { orderNo: order.orderNo, reason: 'Other' }),
      await zhang.post(`${ORDER}/continue-payment`, { orderNo: order.orderNo }),
      await zhang.post(`${ORDER}/receive`, { orderNo: order.orderNo }),
      await zhang.post(`${ORDER}/remove`, { orderNo: order.orderNo }),
      await zhang.post(`${ORDER}/recalculate-amount`, { confirmToken: info.confirmToken }),
      await zhang.post(`${ORDER}/create-order`, {
        confirmToken: info.confirmToken,
        addressId: liAddress?.addressId,
      }),
      await zhang.post(`${ORDER}/address/save`, { ...liAddress, name: 'Mallory' }),
    ];
    for (const w of writes) expect(w.status).toBe(404);
    expect((await detail(li, order.orderNo)).status).toBe('awaiting_payment');
    const mine = addressListSchema.parse(ok(await li.get(`${ORDER}/address/list`)))[0];
    expect(mine?.name).toBe(liAddress?.name);
    const theirs = orderListResultSchema.parse(ok(await zhang.post(`${ORDER}/order-list`, {})));
    expect(theirs.list.map((o) => o.orderNo)).not.toContain(order.orderNo);
  });
});
