import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  centerCategoryResultSchema,
  type MyCouponTab,
  myCouponInfoResultSchema,
} from '../../schemas/api/coupon-center';
import { storeCouponListResultSchema } from '../../schemas/api/store-coupon';
import { AFTER_SALE_TIMING, buyAndPay } from './after-sales-helpers';
import { addTemplate, CENTER, COUPON } from './coupons-helpers';
import { login, startTestServer, type TestServer } from './helpers';
import { ok, type Shopper, shopper } from './shopping-helpers';

/**
 * The spec's nine coupon state labels (§4) as a shopper meets them over the API: the center and the
 * product strip label templates (0, 1, 2, 4, 5, 6), My coupons labels held coupons (3, 5, 6, 7). -1
 * (claiming) is the client's own while its request is in flight (src/pages/coupon/CouponTicket.test.tsx):
 * the server never answers it.
 */
const CREAM = 'SKU2500402'; // 35000, store ST1005, category 25
const HOUR = 3_600_000;

let server: TestServer;
let li: Shopper;

beforeAll(async () => {
  server = await startTestServer({ shopping: AFTER_SALE_TIMING });
  li = shopper(server.url, await login(server.url, 'C0001'));
});
afterAll(async () => {
  await server?.stop();
});

const center = async () =>
  centerCategoryResultSchema.parse(ok(await li.get(`${CENTER}/category`, { tabId: '0', pageSize: '50' })))
    .list;
const centerState = async (couponNo: string) => (await center()).find((c) => c.couponNo === couponNo)?.state;
const mine = async (tab: MyCouponTab) =>
  myCouponInfoResultSchema.parse(ok(await li.get(`${COUPON}/my-coupon-info`, { tab, pageSize: '50' }))).list;
const heldState = async (tab: MyCouponTab, couponNo: string) =>
  (await mine(tab)).find((c) => c.couponNo === couponNo)?.state;
const claim = async (couponNo: string) => ok(await li.post(`${COUPON}/catch`, { couponNo }));

describe('the nine state labels over the API', () => {
  it('labels templates 0 → 1, 2, 4, 5 and 6, and held coupons 3, 5, 7 and 6', async () => {
    const now = Date.now();
    await addTemplate(server, 'TL-OPEN', { scope: 'sku', skuNos: [CREAM], discountCents: 1000 });
    await addTemplate(server, 'TL-GONE', { quantity: 5, remaining: 0 });
    await addTemplate(server, 'TL-LATER', { startAt: now + 24 * HOUR, endAt: now + 30 * 24 * HOUR });
    await addTemplate(server, 'TL-SOON', { claimStartAt: now + HOUR });
    await addTemplate(server, 'TL-CLOSED', { scope: 'sku', skuNos: [CREAM] });
    await addTemplate(server, 'TL-SHORT', { endAt: now + 2 * HOUR });
    // Claiming closed an hour ago; the coupon itself still runs (the strip still shows it).
    await server.db.query('UPDATE coupons SET claim_end_at = $1 WHERE coupon_no = $2', [
      now - HOUR,
      'TL-CLOSED',
    ]);

    expect(await centerState('TL-OPEN')).toBe(0); // go claim
    await claim('TL-OPEN');
    expect(await centerState('TL-OPEN')).toBe(1); // go use: at the limit, holds a usable one
    expect(await heldState('usable', 'TL-OPEN')).toBe(3); // go use (held)
    expect(await centerState('TL-GONE')).toBe(2); // snapped up
    await claim('TL-LATER');
    expect(await centerState('TL-LATER')).toBe(4); // claimed: at the limit, nothing usable yet
    expect(await heldState('usable', 'TL-LATER')).toBe(5); // not started (held)
    expect(await centerState('TL-SOON')).toBe(5); // not started: claim window opens later
    const strip = storeCouponListResultSchema.parse(
      ok(await li.get(`${COUPON}/store-coupon-list`, { skuNo: CREAM })),
    );
    expect(strip.coupons.find((c) => c.couponNo === 'TL-CLOSED')?.state).toBe(6); // ended
    expect(await centerState('TL-CLOSED')).toBeUndefined(); // ended templates leave the center

    await buyAndPay(server, li, CREAM, 1, { couponNo: 'TL-OPEN' });
    expect(await heldState('used', 'TL-OPEN')).toBe(7); // used
    expect(await centerState('TL-OPEN')).toBe(4); // claimed: used it, may not claim another

    await claim('TL-SHORT');
    server.advance(3 * HOUR);
    // Sessions are shorter than that: sign on again.
    li = shopper(server.url, await login(server.url, 'C0001'));
    expect(await heldState('expired', 'TL-SHORT')).toBe(6); // ended (expired)

    const every = [
      ...(await center()),
      ...(await mine('usable')),
      ...(await mine('used')),
      ...(await mine('expired')),
    ];
    expect(every.some((c) => c.state === -1)).toBe(false);
  });
});
