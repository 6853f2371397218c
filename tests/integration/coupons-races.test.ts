import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainCodesResultSchema } from '../../schemas/api/coupon-center';
import { addTemplate, COUPON, issuedCount, operator, remainingOf } from './coupons-helpers';
import { login, startTestServer, type TestServer, testDbKind } from './helpers';
import { type Shopper, shopper } from './shopping-helpers';

/**
 * Parallel requests against coupon stock, limits and codes. On PGlite transactions run one at a time, so
 * these prove the logic; on PostgreSQL (npm run test:postgres) they race for real and prove the locks and
 * conditional updates.
 */

let server: TestServer;
let shoppers: Shopper[];

beforeAll(async () => {
  server = await startTestServer();
  shoppers = [];
  for (const no of ['C0001', 'C0002', 'C0003'])
    shoppers.push(shopper(server.url, await login(server.url, no)));
});
afterAll(() => server?.stop());

const codesOf = (answers: { body: { resCode: string } }[]) => answers.map((a) => a.body.resCode);
/** The i-th caller, round robin over the signed-in customers. */
const pick = (i: number): Shopper => shoppers[i % shoppers.length] as Shopper;

describe(`coupon races (${testDbKind})`, () => {
  it('20 parallel claims on stock 5 give exactly 5', async () => {
    // Limit 10 each so only the stock decides: 3 customers, 20 claims in all.
    await addTemplate(server, 'TR-STOCK', { quantity: 5, limit: 10 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pick(i).post(`${COUPON}/catch`, { couponNo: 'TR-STOCK' })),
    );
    expect(codesOf(answers).filter((c) => c === '0000')).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(15);
    expect(await issuedCount(server, 'TR-STOCK')).toBe(5);
    expect(await remainingOf(server, 'TR-STOCK')).toBe(0);
  });

  it('100 parallel claims on stock 10 give exactly 10', async () => {
    await addTemplate(server, 'TR-HUNDRED', { quantity: 10, limit: 50 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => pick(i).post(`${COUPON}/catch`, { couponNo: 'TR-HUNDRED' })),
    );
    expect(answers.filter((a) => a.body.resCode === '0000')).toHaveLength(10);
    expect(answers.some((a) => a.status >= 500)).toBe(false);
    expect(await issuedCount(server, 'TR-HUNDRED')).toBe(10);
    expect(await remainingOf(server, 'TR-HUNDRED')).toBe(0);
  });

  it('one customer cannot pass their limit with parallel claims', async () => {
    await addTemplate(server, 'TR-LIMIT', { quantity: 100, limit: 2 });
    const li = shoppers[0] as Shopper;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => li.post(`${COUPON}/catch`, { couponNo: 'TR-LIMIT' })),
    );
    expect(answers.filter((a) => a.body.resCode === '0000')).toHaveLength(2);
    expect(
      answers.filter((a) => (a.body.result as { reason?: string } | null)?.reason === 'limitReached'),
    ).toHaveLength(10);
    expect(await issuedCount(server, 'TR-LIMIT')).toBe(2);
    expect(await remainingOf(server, 'TR-LIMIT')).toBe(98);
  });

  it('a redemption code is used once under parallel attempts by several customers', async () => {
    await addTemplate(server, 'TR-CODE', { inCenter: false, limit: 5 });
    const { codes } = plainCodesResultSchema.parse(
      (await operator(server)('/operator/plain-codes', { couponNo: 'TR-CODE', count: 1 })).body.result,
    );
    const code = codes[0] ?? '';
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => pick(i).post(`${COUPON}/catchPlainCodeCoupon`, { code })),
    );
    const won = answers.filter((a) => a.body.resCode === '0000');
    // The winner may repeat (answered the same coupon); everyone else is told it is used.
    const ids = new Set(won.map((a) => (a.body.result as { coupon: { id: number } }).coupon.id));
    expect(ids.size).toBe(1);
    expect(won.length).toBeLessThanOrEqual(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9 - won.length);
    expect(await issuedCount(server, 'TR-CODE')).toBe(1);
  });

  it('parallel wrong codes are counted one after another: 5 wrong, the rest paused', async () => {
    const zhang = shoppers[1] as Shopper;
    // The code race above counted 'already used' answers as failures; start from a clean window.
    server.advance(10 * 60_000 + 1);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        zhang.post(`${COUPON}/catchPlainCodeCoupon`, { code: `NOPE${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it('a batch sent twice at once gives each customer one coupon', async () => {
    await addTemplate(server, 'TR-BATCH', { inCenter: false, quantity: 10 });
    const op = operator(server);
    const body = { batchNo: 'TR-B1', couponNo: 'TR-BATCH', customerNos: ['C0001', 'C0002', 'C0003'] };
    const answers = await Promise.all([op('/batch-send-coupons', body), op('/batch-send-coupons', body)]);
    expect(answers.every((a) => a.body.resCode === '0000')).toBe(true);
    expect(await issuedCount(server, 'TR-BATCH')).toBe(3);
  });
});
