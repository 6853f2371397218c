import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmaListResultSchema } from '../../schemas/api/after-sales';
import { myReviewListSchema, myReviewSchema, productReviewListSchema } from '../../schemas/api/comment';
import { type OrderCounts, orderCountsSchema, orderListResultSchema } from '../../schemas/api/order';
import { AFTER_SALE_TIMING, applied, buyAndPay, itemNoOf } from './after-sales-helpers';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

// The 我的 page's order row in one call (order-counts), the order list's 待评价 tab, and what one
// customer's counts, reviews and after-sales show to another (nothing).

const COMMENT = '/api/comment';
const CREAM = 'SKU2500401';

let server: TestServer;
let li: Shopper; // C0001
let zhang: Shopper; // C0002

beforeAll(async () => {
  server = await startTestServer({ shopping: AFTER_SALE_TIMING });
  li = shopper(server.url, await login(server.url, 'C0001'));
  zhang = shopper(server.url, await login(server.url, 'C0002'));
});
afterAll(() => server?.stop());

const counts = async (s: Shopper) => orderCountsSchema.parse(ok(await s.get(`${ORDER}/order-counts`)));
const tab = async (s: Shopper, status: string) =>
  orderListResultSchema.parse(ok(await s.post(`${ORDER}/order-list`, { status, pageNo: 1, pageSize: 50 })));
const diff = (after: OrderCounts, before: OrderCounts) =>
  Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k as keyof OrderCounts] ?? 0)]));

/** Every order count is the total of the order-list tab it leads to. */
async function expectCountsMatchLists(s: Shopper) {
  const c = await counts(s);
  for (const key of ['awaiting_payment', 'paid', 'shipped', 'to_review'] as const) {
    expect({ key, total: (await tab(s, key)).total }).toEqual({ key, total: c[key] });
  }
}

describe('order-counts and the 待评价 tab', () => {
  it('follows an order from paid to reviewed, and an after-sale application while open', async () => {
    const liBefore = await counts(li);
    const zhangBefore = await counts(zhang);

    const order = await buyAndPay(server, li, CREAM, 1);
    expect(diff(await counts(li), liBefore)).toMatchObject({ paid: 1, shipped: 0, to_review: 0 });

    server.advance(AFTER_SALE_TIMING.autoShipMs + 1);
    expect(diff(await counts(li), liBefore)).toMatchObject({ paid: 0, shipped: 1, to_review: 0 });

    ok(await li.post(`${ORDER}/receive`, { orderNo: order.orderNo }));
    expect(diff(await counts(li), liBefore)).toMatchObject({ paid: 0, shipped: 0, to_review: 1 });
    // The 待评价 tab lists it, and the order it lists offers 评价 (a line left to review).
    const toReview = (await tab(li, 'to_review')).list.find((o) => o.orderNo === order.orderNo);
    const orderStoreNo = order.stores[0]?.orderStoreNo ?? '';
    expect(toReview?.reviewStates[orderStoreNo]).toBe('none');
    await expectCountsMatchLists(li);

    const rma = await applied(li, { orderItemNo: itemNoOf(order), type: 'return_refund', quantity: 1 });
    expect(diff(await counts(li), liBefore)).toMatchObject({ afterSale: 1 });

    // Another customer's counts do not move, and neither their after-sales nor their reviews show it.
    expect(await counts(zhang)).toEqual(zhangBefore);
    const zhangRmas = rmaListResultSchema.parse(
      ok(await zhang.post(`${ORDER}/order-rma-list`, { pageNo: 1, pageSize: 50 })),
    );
    expect(zhangRmas.list.map((a) => a.rmaNo)).not.toContain(rma.rmaNo);
    const liRmas = rmaListResultSchema.parse(
      ok(await li.post(`${ORDER}/order-rma-list`, { pageNo: 1, pageSize: 50 })),
    );
    expect(liRmas.list.map((a) => a.rmaNo)).toContain(rma.rmaNo);
    expect((await tab(zhang, 'to_review')).list.map((o) => o.orderNo)).not.toContain(order.orderNo);
    // Nor the review in progress: the order part's review page reads as not found for them.
    expect((await zhang.get(`${COMMENT}/order-store`, { orderStoreNo })).status).toBe(404);
    expect((await zhang.get(`${ORDER}/view-rma-v2`, { rmaNo: rma.rmaNo })).status).toBe(404);

    ok(await li.post(`${ORDER}/rma-cancel`, { rmaNo: rma.rmaNo }));
    expect(diff(await counts(li), liBefore)).toMatchObject({ afterSale: 0 });

    const { reviewNo } = myReviewSchema.parse(
      ok(await li.post(`${COMMENT}/write`, { orderItemNo: itemNoOf(order), rating: 5, content: '好用' })),
    );
    expect(diff(await counts(li), liBefore)).toMatchObject({ to_review: 0 });
    expect((await tab(li, 'to_review')).list.map((o) => o.orderNo)).not.toContain(order.orderNo);
    await expectCountsMatchLists(li);

    // The review shows in the writer's own list and on the product, not in another customer's list.
    const mine = myReviewListSchema.parse(
      ok(await li.post(`${COMMENT}/my-list`, { pageNo: 1, pageSize: 50 })),
    );
    expect(mine.list.map((r) => r.reviewNo)).toContain(reviewNo);
    const theirs = myReviewListSchema.parse(
      ok(await zhang.post(`${COMMENT}/my-list`, { pageNo: 1, pageSize: 50 })),
    );
    expect(theirs.list.map((r) => r.reviewNo)).not.toContain(reviewNo);
    const spuNo = order.stores[0]?.items[0]?.spuNo ?? '';
    const onProduct = productReviewListSchema.parse(
      ok(await call(server.url, `${COMMENT}/product-list?spuNo=${spuNo}&pageNo=1&pageSize=50`)),
    );
    expect(onProduct.list.map((r) => r.reviewNo)).toContain(reviewNo);
    expect(await counts(zhang)).toEqual(zhangBefore);
  });

  it('is refused without a session', async () => {
    const res = await call(server.url, `${ORDER}/order-counts`);
    expect(res.body.resCode).toBe('0003');
    expect(res.body.result).toBeFalsy();
  });
});
