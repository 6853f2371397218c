import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTrialResultSchema } from '../../schemas/api/cart-v2';
import {
  confirmationInfoResultSchema,
  createOrderResultSchema,
  recalculateResultSchema,
} from '../../schemas/api/order';
import { activityTagsResultSchema, promotionIndexResultSchema } from '../../schemas/api/promotion';
import { operatorPromotionListSchema, operatorPromotionSchema } from '../../schemas/api/promotion-operator';
import { call, login, startTestServer, type TestServer } from './helpers';
import { CART, ORDER, ok, type Shopper, shopper } from './shopping-helpers';

const O = '/api/operator/promotions';
const M = '/api/marketing';
const PHONE = 'SKU2000101'; // 599900, in no seeded activity
const HOUR = 60 * 60 * 1000;

let server: TestServer;
let wang: Shopper;
let wangCode: string;

beforeAll(async () => {
  server = await startTestServer();
  wangCode = await login(server.url, 'C0003');
  wang = shopper(server.url, wangCode);
});
afterAll(() => server?.stop());

const op = (path: string, method: 'GET' | 'POST' | 'PUT' = 'GET', json?: unknown, uniqueCode?: string) =>
  call(server.url, `${O}${path}`, {
    method,
    json,
    headers: { 'x-operator-token': server.operatorToken, ...(uniqueCode ? { uniqueCode } : {}) },
  });

const phoneActivity = (activityNo: string, extra: Record<string, unknown> = {}) => ({
  activityNo,
  title: '手机满5000减200',
  scope: 'sku',
  skuNos: [PHONE],
  tiers: [
    { thresholdCents: 500000, reductionCents: 20000 },
    { thresholdCents: 1000000, reductionCents: 50000 },
  ],
  startAt: Date.now() - HOUR,
  endAt: Date.now() + 24 * HOUR,
  seq: 0,
  ...extra,
});

const trial = async () => cartTrialResultSchema.parse(ok(await wang.post(`${CART}/trial`, {})));
const tags = async () =>
  activityTagsResultSchema.parse(
    ok(await wang.post(`${M}/activity/product-activity-tags`, { skuNos: [PHONE] })),
  );

describe('operator full-discount API', () => {
  it('refuses a shopper token and callers without the operator token', async () => {
    const asShopper = await call(server.url, O, {
      method: 'POST',
      userCode: wangCode,
      json: phoneActivity('OPFD0'),
    });
    expect(asShopper.status).toBe(403);
    expect((await call(server.url, O, { userCode: wangCode })).status).toBe(403);
    const wrong = await call(server.url, `${O}/FD0001/end`, {
      method: 'POST',
      headers: { 'x-operator-token': 'not-the-token' },
    });
    expect(wrong.status).toBe(403);
    // Nothing was created or ended by the refused calls.
    const list = operatorPromotionListSchema.parse(ok(await op('')));
    expect(list.list.map((a) => a.activityNo)).not.toContain('OPFD0');
    expect(list.list.find((a) => a.activityNo === 'FD0001')?.phase).toBe('live');
  });

  it('an operator-created activity shows up in promotion calls and the cart trial takes it off', async () => {
    const made = operatorPromotionSchema.parse(ok(await op('', 'POST', phoneActivity('OPFD1'))));
    expect(made).toMatchObject({ activityNo: 'OPFD1', phase: 'live', skuNos: [PHONE], scope: 'sku' });

    const index = promotionIndexResultSchema.parse(ok(await call(server.url, `${M}/promotion/index`)));
    const listed = index.activities.find((a) => a.activityNo === 'OPFD1');
    expect(listed?.products.map((p) => p.spuNo)).toContain('SPU20001');
    expect((await tags())[PHONE]?.[0]).toMatchObject({ activityNo: 'OPFD1', title: '手机满5000减200' });

    ok(await wang.post(`${CART}/clear`, { scope: 'all' }));
    ok(await wang.post(`${CART}/add-v2`, { skuNo: PHONE, quantity: 1 }));
    const one = await trial();
    expect(one.promotionCents).toBe(20000);
    expect(one.promotions[0]).toMatchObject({
      activityNo: 'OPFD1',
      eligibleCents: 599900,
      reductionCents: 20000,
      next: { thresholdCents: 1000000, reductionCents: 50000, shortfallCents: 1000000 - 599900 },
    });

    // Edited to one bigger tier: the next trial follows the edit.
    const edited = operatorPromotionSchema.parse(
      ok(
        await op('/OPFD1', 'PUT', {
          ...phoneActivity('OPFD1', { tiers: [{ thresholdCents: 300000, reductionCents: 30000 }] }),
          activityNo: undefined,
        }),
      ),
    );
    expect(edited.tiers).toEqual([{ thresholdCents: 300000, reductionCents: 30000 }]);
    expect((await trial()).promotionCents).toBe(30000);

    // Ended: gone from the promotion calls, the tags and the trial; ending again changes nothing.
    const ended = operatorPromotionSchema.parse(ok(await op('/OPFD1/end', 'POST')));
    expect(ended.phase).toBe('ended');
    expect(operatorPromotionSchema.parse(ok(await op('/OPFD1/end', 'POST'))).endAt).toBe(ended.endAt);
    const after = promotionIndexResultSchema.parse(ok(await call(server.url, `${M}/promotion/index`)));
    expect(after.activities.map((a) => a.activityNo)).not.toContain('OPFD1');
    expect((await tags())[PHONE]).toEqual([]);
    expect((await trial()).promotionCents).toBe(0);
  });

  it('is idempotent: a retried create answers the same activity; other content under the number is refused', async () => {
    const body = phoneActivity('OPFD2', { startAt: Date.now() + HOUR, endAt: Date.now() + 2 * HOUR });
    const first = operatorPromotionSchema.parse(ok(await op('', 'POST', body, 'op-create-OPFD2')));
    expect(first.phase).toBe('upcoming');
    const replay = await op('', 'POST', body, 'op-create-OPFD2');
    expect(operatorPromotionSchema.parse(ok(replay))).toEqual(first);
    // A retry without the request code (the answer was lost) is answered by content, not refused.
    expect(operatorPromotionSchema.parse(ok(await op('', 'POST', body)))).toEqual(first);
    const other = await op('', 'POST', { ...body, title: '另一个活动' });
    expect(other.status).toBe(409);
    // Twenty parallel creates of one number make one activity.
    const par = { ...phoneActivity('OPFD3'), startAt: body.startAt, endAt: body.endAt };
    const answers = await Promise.all(Array.from({ length: 20 }, () => op('', 'POST', par)));
    expect(answers.every((a) => a.body.resCode === '0000')).toBe(true);
    const list = operatorPromotionListSchema.parse(ok(await op('')));
    expect(list.list.filter((a) => a.activityNo === 'OPFD3')).toHaveLength(1);
    // An upcoming activity that is ended never goes live.
    const ended = operatorPromotionSchema.parse(ok(await op('/OPFD2/end', 'POST')));
    expect(ended.phase).toBe('ended');
    expect(ended.endAt).toBeLessThanOrEqual(Date.now());
  });

  it('refuses bad input: falling or oversized tiers, fractional cents, scope without its reference, unknown goods', async () => {
    const bad = [
      phoneActivity('OPFD4', { tiers: [{ thresholdCents: 1000, reductionCents: 1000 }] }),
      phoneActivity('OPFD4', {
        tiers: [
          { thresholdCents: 2000, reductionCents: 100 },
          { thresholdCents: 1000, reductionCents: 50 },
        ],
      }),
      phoneActivity('OPFD4', { tiers: [{ thresholdCents: 1000.5, reductionCents: 10 }] }),
      phoneActivity('OPFD4', {
        tiers: Array.from({ length: 6 }, (_, k) => ({
          thresholdCents: 1000 * (k + 1),
          reductionCents: 10 * (k + 1),
        })),
      }),
      phoneActivity('OPFD4', { tiers: [] }),
      phoneActivity('OPFD4', { scope: 'category' }),
      phoneActivity('OPFD4', { scope: 'store', skuNos: undefined }),
      phoneActivity('OPFD4', { endAt: Date.now() - 2 * HOUR }),
      phoneActivity('OPFD4', { skuNos: ['SKU9999999'] }),
      phoneActivity('OPFD4', { scope: 'category', skuNos: undefined, categoryCode: 99 }),
    ];
    for (const body of bad) {
      const res = await op('', 'POST', body);
      expect(res.status, JSON.stringify(body.tiers)).toBe(400);
    }
    expect((await op('/NOPE/end', 'POST')).status).toBe(404);
    expect((await op('/NOPE', 'PUT', { ...phoneActivity('x'), activityNo: undefined })).status).toBe(404);
    const list = operatorPromotionListSchema.parse(ok(await op('')));
    expect(list.list.map((a) => a.activityNo)).not.toContain('OPFD4');
  });
});

describe('checkout: the one 优惠 row and the order agree with the quote', () => {
  it('splits the discount into 满减 and coupon, and the order is created at the quoted amount', async () => {
    ok(await op('', 'POST', phoneActivity('OPFD5')));
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
    const info = confirmationInfoResultSchema.parse(
      ok(await wang.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: PHONE, quantity: 1 })),
    );
    // C0003 holds a 10 yuan coupon without threshold: it is preselected on top of the full discount.
    expect(info.couponNo).not.toBeNull();
    expect(info.promotionCents).toBe(20000);
    expect(info.couponCents).toBeGreaterThan(0);
    expect(info.promotionCents + info.couponCents).toBe(info.amounts.discountCents);
    expect(info.amounts.payableCents).toBe(599900 - info.amounts.discountCents + info.amounts.freightCents);

    // Without the coupon only the full discount is left; with it again the quote is what it was.
    const none = recalculateResultSchema.parse(
      ok(await wang.post(`${ORDER}/recalculate-amount`, { confirmToken: info.confirmToken, couponNo: null })),
    );
    expect(none).toMatchObject({
      couponNo: null,
      couponCents: 0,
      promotionCents: 20000,
      discountCents: 20000,
    });
    const again = recalculateResultSchema.parse(
      ok(
        await wang.post(`${ORDER}/recalculate-amount`, {
          confirmToken: info.confirmToken,
          couponNo: info.couponNo,
        }),
      ),
    );
    expect(again).toMatchObject({
      ...info.amounts,
      promotionCents: info.promotionCents,
      couponCents: info.couponCents,
    });

    const order = createOrderResultSchema.parse(
      ok(
        await wang.post(`${ORDER}/create-order`, {
          confirmToken: info.confirmToken,
          addressId: info.address?.addressId,
          couponNo: info.couponNo,
        }),
      ),
    );
    expect(order.payableCents).toBe(again.payableCents);
  });
});
