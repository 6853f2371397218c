import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCouponListResultSchema } from '../../schemas/api/coupon-order';
import { confirmationInfoResultSchema } from '../../schemas/api/order';
import { couponCatchResultSchema, storeCouponListResultSchema } from '../../schemas/api/store-coupon';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

const COUPON = '/api/marketing/coupon';
const PHONE = 'SKU2000101'; // ST1001, category 20: CP0001 (any), CP0002 (phones), CP0004 (any, none left)
const SERUM = 'SKU2500101'; // ST1005: CP0003 (that store, 2 per customer) applies too

let server: TestServer;
let li: Shopper; // C0001 holds CP0001-CP0005
let zhang: Shopper; // C0002 holds CP0001 and two CP0003
let wang: Shopper; // C0003 holds CP0001 and CP0004

beforeAll(async () => {
  server = await startTestServer();
  li = shopper(server.url, await login(server.url, 'C0001'));
  zhang = shopper(server.url, await login(server.url, 'C0002'));
  wang = shopper(server.url, await login(server.url, 'C0003'));
});
afterAll(() => server?.stop());

const list = async (s: Shopper | null, skuNo: string) =>
  storeCouponListResultSchema.parse(
    ok(
      s
        ? await s.get(`${COUPON}/store-coupon-list`, { skuNo })
        : await call(server.url, `${COUPON}/store-coupon-list?skuNo=${skuNo}`),
    ),
  );

const remaining = async (couponNo: string) =>
  (
    await server.db.query<{ remaining_quantity: number }>(
      'SELECT remaining_quantity FROM coupons WHERE coupon_no = $1',
      [couponNo],
    )
  )[0]?.remaining_quantity;

const rowsOf = async (couponNo: string) =>
  (
    await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM customer_coupons WHERE coupon_no = $1',
      [couponNo],
    )
  )[0]?.n;

/** A coupon of its own per test, so tests do not share stock or limits. */
async function addCoupon(couponNo: string, over: { limit?: number; quantity?: number; endAt?: number } = {}) {
  // The test server's clock starts at its start time and only moves when a test moves it.
  const now = Date.now() - 60_000;
  await server.db.query(
    `INSERT INTO coupons (coupon_no, name, coupon_type, threshold_cents, discount_cents, total_quantity,
       remaining_quantity, per_customer_limit, start_at, end_at, created_at)
     VALUES ($1, $1, 2, 0, 500, $2, $2, $3, $4, $5, $4)`,
    [couponNo, over.quantity ?? 100, over.limit ?? 1, 1, over.endAt ?? now + 86_400_000 * 365],
  );
}

describe('store-coupon-list', () => {
  it('lists the coupons whose store/category scope covers the SKU, biggest first', async () => {
    const anon = await list(null, PHONE);
    expect(anon.personal).toBe(false);
    expect(anon.coupons.map((c) => c.couponNo)).toEqual(['CP0002', 'CP0001', 'CP0004']);
    expect(anon.coupons.find((c) => c.couponNo === 'CP0004')?.refusal).toBe('soldOut');
    expect(anon.coupons.find((c) => c.couponNo === 'CP0001')).toMatchObject({ held: false, refusal: null });
    expect((await list(null, SERUM)).coupons.map((c) => c.couponNo)).toContain('CP0003');
    const unknown = await call(server.url, `${COUPON}/store-coupon-list?skuNo=NOPE`);
    expect(unknown.status).toBe(404);
  });

  it('tells a logged-in customer what they already hold', async () => {
    const mine = await list(li, PHONE);
    expect(mine.personal).toBe(true);
    expect(mine.coupons.find((c) => c.couponNo === 'CP0001')).toMatchObject({
      held: true,
      claimedCount: 1,
      refusal: 'limitReached',
    });
  });
});

describe('catch', () => {
  it('claims a coupon, takes it from stock, and the order confirmation then offers it', async () => {
    const before = await remaining('CP0002');
    const res = couponCatchResultSchema.parse(
      ok(await wang.post(`${COUPON}/catch`, { couponNo: 'CP0002', skuNo: PHONE })),
    );
    expect(res.coupon).toMatchObject({
      couponNo: 'CP0002',
      held: true,
      claimedCount: 1,
      refusal: 'limitReached',
    });
    expect(await remaining('CP0002')).toBe((before ?? 0) - 1);

    const info = confirmationInfoResultSchema.parse(
      ok(await wang.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: PHONE, quantity: 1 })),
    );
    expect(info.couponNo).toBe('CP0002');
    const coupons = orderCouponListResultSchema.parse(
      ok(await wang.post(`${ORDER}/order-coupon-list`, { confirmToken: info.confirmToken })),
    );
    expect(coupons.available.map((c) => c.couponNo)).toContain('CP0002');
  });

  it('refuses another one beyond the per-customer limit, and changes nothing', async () => {
    const before = await remaining('CP0003');
    const again = await zhang.post(`${COUPON}/catch`, { couponNo: 'CP0003' });
    expect(again.status).toBe(409);
    expect(again.body.result).toEqual({ reason: 'limitReached' });
    expect(again.body.resMsg).toMatch(/already hold/);
    expect(await remaining('CP0003')).toBe(before);

    // Two allowed: the second claim works, the third is refused.
    ok(await wang.post(`${COUPON}/catch`, { couponNo: 'CP0003' }));
    ok(await wang.post(`${COUPON}/catch`, { couponNo: 'CP0003' }));
    const third = await wang.post(`${COUPON}/catch`, { couponNo: 'CP0003' });
    expect(third.body.result).toEqual({ reason: 'limitReached' });
  });

  it('refuses a coupon that has all been claimed, or has ended, or does not cover the product', async () => {
    const gone = await zhang.post(`${COUPON}/catch`, { couponNo: 'CP0004' });
    expect(gone.status).toBe(409);
    expect(gone.body.result).toEqual({ reason: 'soldOut' });
    expect(gone.body.resMsg).toMatch(/all been claimed/);

    await addCoupon('CPEND', { endAt: 2 });
    const ended = await zhang.post(`${COUPON}/catch`, { couponNo: 'CPEND' });
    expect(ended.body.result).toEqual({ reason: 'ended' });
    expect(await rowsOf('CPEND')).toBe(0);

    const elsewhere = await zhang.post(`${COUPON}/catch`, { couponNo: 'CP0003', skuNo: PHONE });
    expect(elsewhere.body.result).toEqual({ reason: 'notApplicable' });
    expect((await zhang.post(`${COUPON}/catch`, { couponNo: 'NOPE' })).status).toBe(404);
  });

  it('the last one goes to exactly one of two racing customers', async () => {
    await addCoupon('CPLAST', { quantity: 1 });
    const answers = await Promise.all(
      [zhang, li].map((s) => s.post(`${COUPON}/catch`, { couponNo: 'CPLAST' })),
    );
    expect(answers.filter((a) => a.body.resCode === '0000')).toHaveLength(1);
    expect(answers.map((a) => a.body.result)).toContainEqual({ reason: 'soldOut' });
    expect(await rowsOf('CPLAST')).toBe(1);
    expect(await remaining('CPLAST')).toBe(0);
  });

  it('is idempotent by uniqueCode: a retry, even a racing one, claims once', async () => {
    await addCoupon('CPIDEM', { limit: 5 });
    const code = randomUUID();
    const first = ok(await zhang.post(`${COUPON}/catch`, { couponNo: 'CPIDEM' }, code));
    const retry = await zhang.post(`${COUPON}/catch`, { couponNo: 'CPIDEM' }, code);
    expect(ok(retry)).toEqual(first);
    expect(await rowsOf('CPIDEM')).toBe(1);

    const racing = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => zhang.post(`${COUPON}/catch`, { couponNo: 'CPIDEM' }, racing)),
    );
    expect(answers.every((a) => a.body.resCode === '0000')).toBe(true);
    expect(await rowsOf('CPIDEM')).toBe(2);
    expect(await remaining('CPIDEM')).toBe(98);

    // A request code is for one claim: reused for another coupon it answers the first claim again.
    await addCoupon('CPOTHER');
    const reused = await zhang.post(`${COUPON}/catch`, { couponNo: 'CPOTHER' }, racing);
    expect(reused.headers.get('idempotent-replayed')).toBe('true');
    expect(await rowsOf('CPOTHER')).toBe(0);
  });

  it('needs a logged-in customer', async () => {
    const res = await call(server.url, `${COUPON}/catch`, { json: { couponNo: 'CP0001' } });
    expect(res.body.resCode).toBe('0003');
  });
});
