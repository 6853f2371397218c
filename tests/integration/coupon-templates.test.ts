import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myCouponInfoResultSchema } from '../../schemas/api/coupon-center';
import { couponTemplateListSchema, couponTemplateSchema } from '../../schemas/api/coupon-operator';
import { COUPON } from './coupons-helpers';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ok } from './shopping-helpers';

/**
 * Operators create coupon templates over the API (the console's Coupons tab) instead of seeding
 * them; a template sent to a customer is in that customer's coupons.
 */
const O = '/api/operator/coupons';
const HOUR = 60 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const op = (method: 'GET' | 'POST', path: string, json?: unknown) =>
  call(server.url, path, { method, json, headers: { 'x-operator-token': server.operatorToken } });

const template = (couponNo: string, extra: Record<string, unknown> = {}) => ({
  couponNo,
  name: '满100减20 运营新建',
  couponType: 1,
  thresholdCents: 10000,
  discountCents: 2000,
  totalQuantity: 5,
  perCustomerLimit: 1,
  startAt: Date.now() - HOUR,
  endAt: Date.now() + 24 * HOUR,
  inCenter: false,
  ...extra,
});

describe('operator coupon templates', () => {
  it('creates a template, lists it, and a batch send puts it in the customer’s coupons', async () => {
    const made = couponTemplateSchema.parse(ok(await op('POST', O, template('OPS-T1'))));
    expect(made).toMatchObject({ couponNo: 'OPS-T1', remainingQuantity: 5, scope: 'all', phase: 'live' });
    const list = couponTemplateListSchema.parse(ok(await op('GET', O)));
    expect(list.list.map((t) => t.couponNo)).toContain('OPS-T1');

    const sent = await op('POST', `${COUPON}/batch-send-coupons`, {
      batchNo: 'OPS-B1',
      couponNo: 'OPS-T1',
      customerNos: ['C0003'],
    });
    expect(ok(sent)).toMatchObject({ sent: 1 });
    const code = await login(server.url, 'C0003');
    const mine = myCouponInfoResultSchema.parse(
      ok(
        await call(server.url, `${COUPON}/my-coupon-info?tab=usable&pageNo=1&pageSize=50`, {
          userCode: code,
        }),
      ),
    );
    expect(JSON.stringify(mine)).toContain('OPS-T1');
  });

  it('answers a retried create, refuses the same number with other content', async () => {
    const body = template('OPS-T2');
    ok(await op('POST', O, body));
    expect(couponTemplateSchema.parse(ok(await op('POST', O, body))).couponNo).toBe('OPS-T2');
    const clash = await op('POST', O, { ...body, name: '另一张券' });
    expect(clash.status).toBe(409);
    expect(clash.body.resMsg).toContain('OPS-T2');
  });

  it('names the field a template breaks', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ discountCents: 10000 }, 'discountCents'],
      [{ endAt: Date.now() - 2 * HOUR }, 'endAt'],
      [{ couponType: 3 }, 'discountPercent'],
      [{ couponType: 2 }, 'thresholdCents'],
    ];
    for (const [extra, field] of cases) {
      const refused = await op('POST', O, template('OPS-BAD', extra));
      expect(refused.status, field).toBe(400);
      expect(refused.body.resMsg, field).toContain(field);
    }
  });
});
