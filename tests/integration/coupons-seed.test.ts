import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  centerCategoryResultSchema,
  couponCategoryResultSchema,
  couponGivenSchema,
  couponPriceCalResultSchema,
} from '../../schemas/api/coupon-center';
import { readCouponCenterSeed } from '../../server/db/seed-coupon-center';
import { CENTER, COUPON } from './coupons-helpers';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ok, type Shopper, shopper } from './shopping-helpers';

/**
 * The coupon center's seed (fixtures/seed/coupon-center.json) on a fresh mall: what the center, the
 * redemption page and the e2e journey start from.
 */
let server: TestServer;
let zhang: Shopper;
let wang: Shopper;

beforeAll(async () => {
  server = await startTestServer();
  zhang = shopper(server.url, await login(server.url, 'C0002'));
  wang = shopper(server.url, await login(server.url, 'C0003'));
});
afterAll(async () => {
  await server?.stop();
});

const seed = readCouponCenterSeed();

describe('coupon-center seed', () => {
  it('lists every seeded center coupon with its label; code-only coupons stay out of the center', async () => {
    const page = centerCategoryResultSchema.parse(
      ok(await call(server.url, `${CENTER}/category?tabId=0&pageSize=50`)),
    );
    const states = new Map(page.list.map((c) => [c.couponNo, c.state]));
    for (const c of seed.coupons) {
      if (!c.inCenter) expect(states.has(c.couponNo), c.couponNo).toBe(false);
      else if (c.claimStartOffset) expect(states.get(c.couponNo), c.couponNo).toBe(5);
      else expect(states.get(c.couponNo), c.couponNo).toBe(0);
    }
    const discount = page.list.find((c) => c.couponType === 3);
    expect(discount).toMatchObject({ discountPercent: 85, validity: 'days', validDays: 7 });
  });

  it('a seeded code gives its coupon once, typed in any case with dashes', async () => {
    const code = seed.coupons.flatMap((c) => c.codes)[0] ?? '';
    const typed = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`;
    const given = couponGivenSchema.parse(
      ok(await zhang.post(`${COUPON}/catchPlainCodeCoupon`, { code: typed })),
    );
    expect(given.coupon).toMatchObject({ source: 'code', state: 3 });
    const again = await wang.post(`${COUPON}/catchPlainCodeCoupon`, { code });
    expect(again.status).toBe(409);
    expect(again.body.result).toMatchObject({ reason: 'used' });
  });

  it('the discount coupon takes the unpaid share of a beauty product, capped at its face value', async () => {
    const cal = couponPriceCalResultSchema.parse(
      ok(
        await call(server.url, `${COUPON}/coupon-price-cal`, {
          method: 'POST',
          json: { couponNo: 'CP0102', items: [{ skuNo: 'SKU2500402', quantity: 1 }] },
        }),
      ),
    );
    expect(cal.applicable).toBe(true);
    expect(cal.deductCents).toBe(
      Math.min(8000, cal.eligibleCents - Math.floor((cal.eligibleCents * 85) / 100)),
    );
  });

  it('get-coupon-category names the categories of a coupon’s goods; the product list filters by one', async () => {
    const cats = couponCategoryResultSchema.parse(
      ok(await call(server.url, '/api/channel/get-coupon-category?couponNo=CP0104')),
    );
    // A store coupon of the home-goods store: its goods are all in one category.
    expect(cats.categories.map((c) => c.categoryCode)).toEqual([24]);
    expect(cats.categories[0]?.count).toBeGreaterThan(0);
    const page = (categoryCode: number) =>
      call<{ items: unknown[]; total: number }>(
        server.url,
        `/api/channel/full-discount-product-search?couponNo=CP0104&categoryCode=${categoryCode}&pageSize=50`,
      );
    expect(ok(await page(24)).total).toBeGreaterThan(0);
    expect(ok(await page(23)).total).toBe(0);
    const unknown = await call(server.url, '/api/channel/get-coupon-category?couponNo=NOPE');
    expect(unknown.status).toBe(404);
  });
});
