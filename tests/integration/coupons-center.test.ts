import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchSendResultSchema,
  centerCategoryListSchema,
  centerCategoryResultSchema,
  couponGivenSchema,
  couponPriceCalResultSchema,
  couponSummarySchema,
  myCouponInfoResultSchema,
  plainCodesResultSchema,
  tokenCouponSendResultSchema,
} from '../../schemas/api/coupon-center';
import { confirmationInfoResultSchema, createOrderResultSchema } from '../../schemas/api/order';
import { AFTER_SALE_TIMING, applied, buyAndPay, itemNoOf, store } from './after-sales-helpers';
import { addTemplate, CENTER, COUPON, issuedCount, operator, remainingOf } from './coupons-helpers';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

const SUITCASE = 'SKU2400101'; // 159900, category 24
const CREAM = 'SKU2500401'; // 35000, store ST1005

let server: TestServer;
let li: Shopper;
let zhang: Shopper;
let wang: Shopper;

beforeAll(async () => {
  server = await startTestServer({ shopping: AFTER_SALE_TIMING });
  li = shopper(server.url, await login(server.url, 'C0001'));
  zhang = shopper(server.url, await login(server.url, 'C0002'));
  wang = shopper(server.url, await login(server.url, 'C0003'));
});
afterAll(async () => {
  if (process.env.COUPON_LOGS) console.log(server?.logs.join('\n'));
  await server?.stop();
});

const mine = async (s: Shopper, tab: 'usable' | 'used' | 'expired', pageSize = 50) =>
  myCouponInfoResultSchema.parse(
    ok(await s.get(`${COUPON}/my-coupon-info`, { tab, pageSize: String(pageSize) })),
  );
const summary = async (s: Shopper) => couponSummarySchema.parse(ok(await s.get(`${COUPON}/summary`)));
const centerPage = async (s: Shopper | null, tabId = 0) => {
  const q = `tabId=${tabId}&pageSize=50`;
  const res = s
    ? await s.get(`${CENTER}/category`, { tabId: String(tabId), pageSize: '50' })
    : await call(server.url, `${CENTER}/category?${q}`);
  return centerCategoryResultSchema.parse(ok(res));
};
const stateIn = async (s: Shopper | null, couponNo: string) =>
  (await centerPage(s)).list.find((c) => c.couponNo === couponNo)?.state;

describe('coupon center: the state labels drive the list', () => {
  it('labels each template for the caller: go claim → go use / claimed; snapped up; not started', async () => {
    await addTemplate(server, 'TC-LBL', { limit: 1 });
    await addTemplate(server, 'TC-GONE', { quantity: 5, remaining: 0 });
    await addTemplate(server, 'TC-SOON', { claimStartAt: Date.now() + 3_600_000 });
    await addTemplate(server, 'TC-HIDDEN', { inCenter: false });

    expect(await stateIn(null, 'TC-LBL')).toBe(0);
    expect(await stateIn(li, 'TC-LBL')).toBe(0);
    ok(await li.post(`${COUPON}/catch`, { couponNo: 'TC-LBL' }));
    expect(await stateIn(li, 'TC-LBL')).toBe(1); // holds a usable one, at the limit
    expect(await stateIn(zhang, 'TC-LBL')).toBe(0); // someone else's claim changes nothing for zhang
    expect(await stateIn(li, 'TC-GONE')).toBe(2);
    expect(await stateIn(li, 'TC-SOON')).toBe(5);
    expect(await stateIn(li, 'TC-HIDDEN')).toBeUndefined();
    // not open yet: refused with when it opens; code-only coupons cannot be claimed by number
    const early = await li.post(`${COUPON}/catch`, { couponNo: 'TC-SOON' });
    expect(early.status).toBe(409);
    expect(early.body.result).toMatchObject({ reason: 'notStarted' });
    expect((await li.post(`${COUPON}/catch`, { couponNo: 'TC-HIDDEN' })).status).toBe(404);

    const tabs = centerCategoryListSchema.parse(ok(await call(server.url, `${CENTER}/category-list`)));
    expect(tabs.tabs.map((t) => t.tabId)).toEqual([0, 1, 2, 3, 4]);
    expect(tabs.tabs[0]?.count).toBeGreaterThanOrEqual(3);
  });

  it('the product strip carries the same label', async () => {
    await addTemplate(server, 'TC-STRIP', { scope: 'sku', skuNos: [CREAM] });
    const strip = async () =>
      (
        ok(await wang.get(`${COUPON}/store-coupon-list`, { skuNo: CREAM })) as {
          coupons: { couponNo: string; state?: number }[];
        }
      ).coupons.find((c) => c.couponNo === 'TC-STRIP')?.state;
    expect(await strip()).toBe(0);
    ok(await wang.post(`${COUPON}/catch`, { couponNo: 'TC-STRIP', skuNo: CREAM }));
    expect(await strip()).toBe(1);
    // SKU scope: it does not cover another product
    const other = await wang.post(`${COUPON}/catch`, { couponNo: 'TC-STRIP', skuNo: SUITCASE });
    expect(other.body.result).toMatchObject({ reason: 'notApplicable' });
  });
});

describe('My coupons', () => {
  it('pages the caller’s own coupons by tab with labels, counts them, and never shows another customer’s', async () => {
    await addTemplate(server, 'TC-DAYS', { validDays: 1, limit: 3 });
    const before = await summary(zhang);
    const claimed = [];
    for (let i = 0; i < 3; i++)
      claimed.push(ok(await zhang.post(`${COUPON}/catch`, { couponNo: 'TC-DAYS' })));
    expect(claimed).toHaveLength(3);
    const usable = await mine(zhang, 'usable');
    const days = usable.list.filter((c) => c.couponNo === 'TC-DAYS');
    expect(days).toHaveLength(3);
    expect(days.every((c) => c.state === 3 && c.source === 'claim')).toBe(true);
    // N days from claiming: from the claim to local midnight, at least a day
    expect((days[0]?.validUntil ?? 0) - (days[0]?.validFrom ?? 0)).toBeGreaterThanOrEqual(86_400_000);
    expect((await summary(zhang)).usable).toBe(before.usable + 3);

    const page1 = myCouponInfoResultSchema.parse(
      ok(await zhang.get(`${COUPON}/my-coupon-info`, { tab: 'usable', pageSize: '2' })),
    );
    expect(page1.list).toHaveLength(2);
    expect(page1.hasMore).toBe(true);

    // another customer sees none of zhang's rows
    const liIds = new Set((await mine(li, 'usable')).list.map((c) => c.id));
    for (const c of days) expect(liIds.has(c.id)).toBe(false);
    expect((await mine(li, 'usable')).list.some((c) => c.couponNo === 'TC-DAYS')).toBe(false);
    // without a session: resCode 0003
    const anon = await call(server.url, `${COUPON}/my-coupon-info?tab=usable`);
    expect(anon.body.resCode).toBe('0003');
    // bad tab: 400
    expect((await zhang.get(`${COUPON}/my-coupon-info`, { tab: 'mine' })).status).toBe(400);
  });
});

describe('go use: the products a coupon covers', () => {
  it('an SKU coupon lists only its SKUs on full-discount-product-search', async () => {
    await addTemplate(server, 'TC-GOUSE', { scope: 'sku', skuNos: [CREAM] });
    const page = ok(
      await call(server.url, '/api/channel/full-discount-product-search?couponNo=TC-GOUSE&pageSize=50'),
    ) as { items: { skuNo: string }[]; total: number };
    expect(page.items.map((i) => i.skuNo)).toEqual([CREAM]);
    expect(page.total).toBe(1);
  });
});

describe('coupon-price-cal', () => {
  it('says what a discount coupon takes off the given SKUs, in cents', async () => {
    await addTemplate(server, 'TC-PCT', {
      type: 3,
      percent: 85,
      discountCents: 20000,
      scope: 'sku',
      skuNos: [CREAM],
    });
    const cal = couponPriceCalResultSchema.parse(
      ok(
        await call(server.url, `${COUPON}/coupon-price-cal`, {
          json: {
            couponNo: 'TC-PCT',
            items: [
              { skuNo: CREAM, quantity: 1 },
              { skuNo: SUITCASE, quantity: 1 },
            ],
          },
        }),
      ),
    );
    // 35000 × 15 % = 5250 off the cream only
    expect(cal).toMatchObject({
      applicable: true,
      goodsCents: 194900,
      eligibleCents: 35000,
      deductCents: 5250,
      payableCents: 189650,
    });
    const none = couponPriceCalResultSchema.parse(
      ok(
        await call(server.url, `${COUPON}/coupon-price-cal`, {
          json: { couponNo: 'TC-PCT', items: [{ skuNo: SUITCASE, quantity: 1 }] },
        }),
      ),
    );
    expect(none).toMatchObject({ applicable: false, reason: 'noEligibleItems', deductCents: 0 });
    const unknown = await call(server.url, `${COUPON}/coupon-price-cal`, {
      json: { couponNo: 'NOPE', items: [{ skuNo: CREAM, quantity: 1 }] },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('redemption codes', () => {
  it('a code gives its coupon once; the redeemer may repeat, others are told it is used', async () => {
    await addTemplate(server, 'TC-CODE', { inCenter: false, discountCents: 800 });
    const op = operator(server);
    const { codes } = plainCodesResultSchema.parse(
      ok(await op('/operator/plain-codes', { couponNo: 'TC-CODE', count: 3 })),
    );
    expect(codes).toHaveLength(3);
    const code = codes[0] ?? '';
    // typed by hand: lower case with a dash still matches
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const got = couponGivenSchema.parse(
      ok(await wang.post(`${COUPON}/catchPlainCodeCoupon`, { code: typed })),
    );
    expect(got.coupon).toMatchObject({ couponNo: 'TC-CODE', source: 'code', state: 3 });
    const again = couponGivenSchema.parse(ok(await wang.post(`${COUPON}/catchPlainCodeCoupon`, { code })));
    expect(again.coupon.id).toBe(got.coupon.id);
    const theirs = await zhang.post(`${COUPON}/catchPlainCodeCoupon`, { code });
    expect(theirs.status).toBe(409);
    expect(theirs.body.result).toMatchObject({ reason: 'used' });
    expect(await issuedCount(server, 'TC-CODE')).toBe(1);
    // a code-only coupon is not public: its holder may price it, nobody else learns it exists
    const priceCal = (s: Shopper | null) =>
      s
        ? s.post(`${COUPON}/coupon-price-cal`, {
            couponNo: 'TC-CODE',
            items: [{ skuNo: CREAM, quantity: 1 }],
          })
        : call(server.url, `${COUPON}/coupon-price-cal`, {
            json: { couponNo: 'TC-CODE', items: [{ skuNo: CREAM, quantity: 1 }] },
          });
    expect(couponPriceCalResultSchema.parse(ok(await priceCal(wang))).deductCents).toBe(800);
    expect((await priceCal(zhang)).status).toBe(404);
    expect((await priceCal(null)).status).toBe(404);
    // operators only
    const anon = await call(server.url, `${COUPON}/operator/plain-codes`, {
      json: { couponNo: 'TC-CODE', count: 1 },
    });
    expect(anon.status).toBeGreaterThanOrEqual(400);
    expect(anon.status).toBeLessThan(500);
  });

  it('5 wrong codes in 10 minutes pause the customer (in the database), then the window frees up', async () => {
    await addTemplate(server, 'TC-RATE', { inCenter: false });
    const op = operator(server);
    const { codes } = plainCodesResultSchema.parse(
      ok(await op('/operator/plain-codes', { couponNo: 'TC-RATE', count: 1 })),
    );
    for (let i = 0; i < 5; i++) {
      const wrong = await li.post(`${COUPON}/catchPlainCodeCoupon`, { code: `WRONGCODE${i}` });
      expect(wrong.status).toBe(409);
      expect(wrong.body.result).toMatchObject({ reason: 'wrongCode', attemptsLeft: 4 - i });
    }
    // even the right code waits now
    const paused = await li.post(`${COUPON}/catchPlainCodeCoupon`, { code: codes[0] ?? '' });
    expect(paused.status).toBe(429);
    expect((paused.body.result as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(0);
    // another customer is not paused
    expect((await zhang.post(`${COUPON}/catchPlainCodeCoupon`, { code: 'WRONGCODEZ' })).status).toBe(409);
    const rows = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupon_code_failures');
    expect(rows[0]?.n).toBeGreaterThanOrEqual(6);
    server.advance(10 * 60_000 + 1);
    ok(await li.post(`${COUPON}/catchPlainCodeCoupon`, { code: codes[0] ?? '' }));
  });
});

describe('sends', () => {
  it('a campaign token gives its coupon once per customer; the login variant never refuses', async () => {
    await addTemplate(server, 'TC-CAMP', { inCenter: false, quantity: 2 });
    const op = operator(server);
    const { token } = ok(await op('/operator/campaigns', { couponNo: 'TC-CAMP' })) as { token: string };
    const first = tokenCouponSendResultSchema.parse(
      ok(await li.post(`${COUPON}/token-coupon-send`, { token })),
    );
    expect(first).toMatchObject({
      sent: true,
      already: false,
      coupon: { couponNo: 'TC-CAMP', source: 'send' },
    });
    const second = tokenCouponSendResultSchema.parse(
      ok(await li.post(`${COUPON}/token-coupon-send`, { token })),
    );
    expect(second).toMatchObject({ sent: false, already: true });
    expect(second.coupon?.id).toBe(first.coupon?.id);
    ok(await zhang.post(`${COUPON}/token-coupon-send-login`, { token }));
    // stock 2 is gone: the plain call refuses, the login call says why
    expect((await wang.post(`${COUPON}/token-coupon-send`, { token })).status).toBe(409);
    expect(ok(await wang.post(`${COUPON}/token-coupon-send-login`, { token }))).toMatchObject({
      sent: false,
      reason: 'soldOut',
    });
    expect(ok(await wang.post(`${COUPON}/token-coupon-send-login`, { token: 'NOSUCHTOKEN' }))).toMatchObject({
      sent: false,
      reason: 'unknownToken',
    });
    expect((await wang.post(`${COUPON}/token-coupon-send`, { token: 'NOSUCHTOKEN' })).status).toBe(404);
    expect(await issuedCount(server, 'TC-CAMP')).toBe(2);
  });

  it('batch-send-coupons (operator) is idempotent per batch and all or nothing on stock', async () => {
    await addTemplate(server, 'TC-BATCH', { inCenter: false, quantity: 3 });
    const op = operator(server);
    const body = { batchNo: 'B-1', couponNo: 'TC-BATCH', customerNos: ['C0001', 'C0002', 'C9999'] };
    const sent = batchSendResultSchema.parse(ok(await op('/batch-send-coupons', body)));
    expect(sent).toEqual({ batchNo: 'B-1', sent: 2, already: 0, unknownCustomerNos: ['C9999'] });
    const again = batchSendResultSchema.parse(
      ok(await op('/batch-send-coupons', { ...body, customerNos: ['C0001', 'C0002', 'C0003'] })),
    );
    expect(again).toMatchObject({ sent: 1, already: 2 });
    expect(await remainingOf(server, 'TC-BATCH')).toBe(0);
    const short = await op('/batch-send-coupons', {
      batchNo: 'B-2',
      couponNo: 'TC-BATCH',
      customerNos: ['C0001'],
    });
    expect(short.status).toBe(409);
    expect(await issuedCount(server, 'TC-BATCH')).toBe(3);
    const anon = await call(server.url, `${COUPON}/batch-send-coupons`, { json: body });
    expect(anon.status).toBeGreaterThanOrEqual(400);
    expect(anon.status).toBeLessThan(500);
  });
});

describe('checkout', () => {
  it('preselects the largest saving, ties by earliest expiry; a cancelled order gives the coupon back', async () => {
    const now = Date.now();
    await addTemplate(server, 'TC-BEST-LATE', {
      discountCents: 30000,
      scope: 'sku',
      skuNos: [SUITCASE],
      endAt: now + 20 * 86_400_000,
    });
    await addTemplate(server, 'TC-BEST-SOON', {
      discountCents: 30000,
      scope: 'sku',
      skuNos: [SUITCASE],
      endAt: now + 10 * 86_400_000,
    });
    await addTemplate(server, 'TC-BEST-LESS', {
      type: 3,
      percent: 90,
      discountCents: 100000,
      scope: 'sku',
      skuNos: [SUITCASE],
    });
    for (const no of ['TC-BEST-LATE', 'TC-BEST-SOON', 'TC-BEST-LESS'])
      ok(await zhang.post(`${COUPON}/catch`, { couponNo: no }));
    const info = confirmationInfoResultSchema.parse(
      ok(await zhang.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: SUITCASE, quantity: 1 })),
    );
    // 159900 × 10 % = 15990 < 30000; the two 30000s tie and the sooner one wins
    expect(info.couponNo).toBe('TC-BEST-SOON');
    expect(info.amounts.discountCents).toBe(30000);
    expect(info.availableCoupons.map((c) => c.couponNo).slice(0, 3)).toEqual([
      'TC-BEST-SOON',
      'TC-BEST-LATE',
      'TC-BEST-LESS',
    ]);

    const order = createOrderResultSchema.parse(
      ok(
        await zhang.post(`${ORDER}/create-order`, {
          confirmToken: info.confirmToken,
          addressId: info.address?.addressId ?? 0,
          couponNo: 'TC-BEST-SOON',
        }),
      ),
    );
    expect((await mine(zhang, 'used')).list.find((c) => c.couponNo === 'TC-BEST-SOON')).toMatchObject({
      state: 7,
      orderNo: order.orderNo,
    });
    ok(await zhang.post(`${ORDER}/cancel`, { orderNo: order.orderNo, reason: 'changed my mind' }));
    expect((await mine(zhang, 'usable')).list.find((c) => c.couponNo === 'TC-BEST-SOON')).toMatchObject({
      state: 3,
      orderNo: null,
    });
  });

  it('of two held coupons of one template the order takes the one usable now, not the oldest', async () => {
    await addTemplate(server, 'TC-TWO', {
      validDays: 1,
      limit: 2,
      discountCents: 9000,
      scope: 'sku',
      skuNos: [CREAM],
    });
    // An older one whose own window has passed (as if claimed days ago), then a fresh claim.
    const [me] = await server.db.query<{ id: number }>(
      "SELECT id FROM customers WHERE customer_no = 'C0003'",
    );
    const past = Date.now() - 5 * 86_400_000;
    await server.db.query(
      `INSERT INTO customer_coupons (customer_id, coupon_no, claimed_at, valid_from, valid_until)
       VALUES ($1, 'TC-TWO', $2, $2, $3)`,
      [me?.id ?? 0, past, past + 86_400_000],
    );
    ok(await wang.post(`${COUPON}/catch`, { couponNo: 'TC-TWO' }));
    expect((await mine(wang, 'expired')).list.filter((c) => c.couponNo === 'TC-TWO')).toHaveLength(1);
    const info = confirmationInfoResultSchema.parse(
      ok(await wang.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: CREAM, quantity: 1 })),
    );
    expect(info.couponNo).toBe('TC-TWO');
    expect(info.amounts.discountCents).toBe(9000);
  });

  it('a coupon comes back when its shipped order is refunded in full', async () => {
    await addTemplate(server, 'TC-REFUND', { discountCents: 2000, scope: 'sku', skuNos: [CREAM] });
    ok(await li.post(`${COUPON}/catch`, { couponNo: 'TC-REFUND' }));
    const order = await buyAndPay(server, li, CREAM, 1, { couponNo: 'TC-REFUND' });
    server.advance(AFTER_SALE_TIMING.autoShipMs + 1);
    ok(await li.post(`${ORDER}/receive`, { orderNo: order.orderNo }));
    expect((await mine(li, 'used')).list.some((c) => c.couponNo === 'TC-REFUND')).toBe(true);
    const app = await applied(li, {
      orderItemNo: itemNoOf(order),
      type: 'return_refund',
      reasonCode: 'damaged',
      quantity: 1,
    });
    ok(await store(server).approve(app.rmaNo));
    ok(
      await li.post(`${ORDER}/confirm-return-logistics`, {
        rmaNo: app.rmaNo,
        courier: 'SF Express',
        trackingNo: 'SF1',
      }),
    );
    ok(await store(server).receive(app.rmaNo));
    expect((await mine(li, 'usable')).list.find((c) => c.couponNo === 'TC-REFUND')).toMatchObject({
      state: 3,
    });
  });
});
