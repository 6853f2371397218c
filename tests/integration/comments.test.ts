import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  myReviewListSchema,
  myReviewSchema,
  orderStoreReviewsSchema,
  productReviewListSchema,
  productReviewSummarySchema,
} from '../../schemas/api/comment';
import { orderDetailSchema, orderListResultSchema } from '../../schemas/api/order';
import { uploadResultSchema } from '../../schemas/api/uploads';
import { AFTER_SALE_TIMING, buyAndPay, itemNoOf } from './after-sales-helpers';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

// Reviews: one per order item once it is received, plus one follow-up; photos only one's own;
// another customer can neither write on one's items, nor read one's order's reviews, nor follow up.

const COMMENT = '/api/comment';
const CREAM = 'SKU2500401';
const JPEG = new Uint8Array(readFileSync('fixtures/images/out/booth/home-group-buy@2x.jpg'));

let server: TestServer;
let liCode: string;
let zhangCode: string;
let li: Shopper; // C0001 李伟 (Li Wei)
let zhang: Shopper; // C0002 张敏 (Zhang Min)

beforeAll(async () => {
  server = await startTestServer({ shopping: AFTER_SALE_TIMING });
  liCode = await login(server.url, 'C0001');
  zhangCode = await login(server.url, 'C0002');
  li = shopper(server.url, liCode);
  zhang = shopper(server.url, zhangCode);
});
afterAll(() => server?.stop());

async function upload(userCode: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), 'review.jpg');
  const res = await fetch(`${server.url}/api/file-storage/file/upload`, {
    method: 'POST',
    headers: { userCode },
    body: form,
  });
  const body = (await res.json()) as { resCode: string; result: unknown };
  expect(body.resCode).toBe('0000');
  return uploadResultSchema.parse(body.result).fileId;
}

async function receivedOrder(s: Shopper) {
  const order = await buyAndPay(server, s, CREAM, 1);
  server.advance(AFTER_SALE_TIMING.autoShipMs + 1);
  ok(await s.post(`${ORDER}/receive`, { orderNo: order.orderNo }));
  return order;
}

const summary = async (spuNo: string) =>
  productReviewSummarySchema.parse(ok(await call(server.url, `${COMMENT}/product-summary?spuNo=${spuNo}`)));

describe('writing a review', () => {
  it('is refused before receipt, then one review per item with an own photo, then one follow-up', async () => {
    const order = await buyAndPay(server, li, CREAM, 1);
    const orderItemNo = itemNoOf(order);
    const orderStoreNo = order.stores[0]?.orderStoreNo ?? '';
    const spuNo = order.stores[0]?.items[0]?.spuNo ?? '';
    const before = await summary(spuNo);

    const early = await li.post(`${COMMENT}/write`, { orderItemNo, rating: 5, content: 'fast' });
    expect(early.status).toBe(409);
    expect(early.body.result).toMatchObject({ status: 'paid' });
    const part = orderStoreReviewsSchema.parse(ok(await li.get(`${COMMENT}/order-store`, { orderStoreNo })));
    expect(part).toMatchObject({ open: false, items: [{ orderItemNo, canWrite: false, review: null }] });

    server.advance(AFTER_SALE_TIMING.autoShipMs + 1);
    ok(await li.post(`${ORDER}/receive`, { orderNo: order.orderNo }));
    // The order detail's entries follow the reviews: none written yet.
    const reviewState = async () =>
      orderDetailSchema.parse(ok(await li.get(`${ORDER}/order-detail-v2`, { orderNo: order.orderNo })))
        .reviewStates[orderStoreNo];
    expect(await reviewState()).toBe('none');
    const photo = await upload(liCode);
    const review = myReviewSchema.parse(
      ok(
        await li.post(`${COMMENT}/write`, {
          orderItemNo,
          rating: 5,
          content: '很好用\n会回购',
          photoIds: [photo],
        }),
      ),
    );
    expect(review).toMatchObject({
      orderItemNo,
      rating: 5,
      content: '很好用\n会回购',
      author: '李*',
      canFollowUp: true,
      followUp: null,
    });
    expect(review.photos.map((p) => p.fileId)).toEqual([photo]);
    // the photo is served where the review says
    expect((await fetch(`${server.url}${review.photos[0]?.url}`)).status).toBe(200);

    expect(await reviewState()).toBe('all');
    // The order list's entries follow the same fact.
    const listed = orderListResultSchema
      .parse(ok(await li.post(`${ORDER}/order-list`, { status: 'received', pageNo: 1, pageSize: 50 })))
      .list.find((o) => o.orderNo === order.orderNo);
    expect(listed?.reviewStates[orderStoreNo]).toBe('all');
    // a second review of the same item, with a new request code, is refused
    const again = await li.post(`${COMMENT}/write`, { orderItemNo, rating: 1, content: 'changed my mind' });
    expect(again.status).toBe(409);

    const followed = myReviewSchema.parse(
      ok(
        await li.post(`${COMMENT}/follow-up`, {
          reviewNo: review.reviewNo,
          content: 'a month later: still good',
        }),
      ),
    );
    expect(followed.followUp?.content).toBe('a month later: still good');
    expect(followed.canFollowUp).toBe(false);
    const second = await li.post(`${COMMENT}/follow-up`, { reviewNo: review.reviewNo, content: 'and again' });
    expect(second.status).toBe(409);

    const shown = orderStoreReviewsSchema.parse(ok(await li.get(`${COMMENT}/order-store`, { orderStoreNo })));
    expect(shown.open).toBe(true);
    expect(shown.items[0]).toMatchObject({ canWrite: false, review: { reviewNo: review.reviewNo } });
    const mine = myReviewListSchema.parse(ok(await li.post(`${COMMENT}/my-list`, {})));
    expect(mine.list[0]?.reviewNo).toBe(review.reviewNo);

    // the product shows it: one more review, one more good one, the latest with photos is this one
    const after = await summary(spuNo);
    expect(after.total).toBe(before.total + 1);
    expect(after.goodCount).toBe(before.goodCount + 1);
    expect(after.latestWithPhotos?.reviewNo).toBe(review.reviewNo);
    const list = productReviewListSchema.parse(
      ok(await call(server.url, `${COMMENT}/product-list?spuNo=${spuNo}&withPhotos=1`)),
    );
    expect(list.list[0]).toMatchObject({ reviewNo: review.reviewNo, author: '李*' });
    // the public read names neither the order nor the customer
    expect(JSON.stringify(list)).not.toContain(order.orderNo);
    expect(JSON.stringify(list)).not.toContain('李伟');
  });

  it('keeps one review when the same item is submitted twice at once', async () => {
    const order = await receivedOrder(li);
    const orderItemNo = itemNoOf(order);
    const answers = await Promise.all(
      [4, 3].map((rating) => li.post(`${COMMENT}/write`, { orderItemNo, rating, content: 'twice' })),
    );
    expect(answers.map((a) => a.body.resCode).sort()).toEqual(['0000', 'E0409']);
    expect(answers.every((a) => a.status < 500)).toBe(true);
  });

  it('shows an anonymous review without a name, and counts only 4-5 stars as good', async () => {
    const order = await receivedOrder(zhang);
    const spuNo = order.stores[0]?.items[0]?.spuNo ?? '';
    const before = await summary(spuNo);
    const review = myReviewSchema.parse(
      ok(await zhang.post(`${COMMENT}/write`, { orderItemNo: itemNoOf(order), rating: 3, anonymous: true })),
    );
    expect(review).toMatchObject({ anonymous: true, author: null });
    const after = await summary(spuNo);
    expect(after.total).toBe(before.total + 1);
    expect(after.goodCount).toBe(before.goodCount);
    expect(after.goodPercent).toBe(Math.floor((after.goodCount * 100) / after.total));
  });
});

describe('another customer', () => {
  it('can neither write on my item, nor read my order’s reviews, nor follow up mine', async () => {
    const order = await receivedOrder(li);
    const orderItemNo = itemNoOf(order);
    const orderStoreNo = order.stores[0]?.orderStoreNo ?? '';
    const theirs = await zhang.post(`${COMMENT}/write`, { orderItemNo, rating: 1, content: 'not mine' });
    expect(theirs.status).toBe(404);
    expect((await zhang.get(`${COMMENT}/order-store`, { orderStoreNo })).status).toBe(404);

    const review = myReviewSchema.parse(ok(await li.post(`${COMMENT}/write`, { orderItemNo, rating: 4 })));
    const follow = await zhang.post(`${COMMENT}/follow-up`, { reviewNo: review.reviewNo, content: 'hijack' });
    expect(follow.status).toBe(404);
    const list = myReviewListSchema.parse(ok(await zhang.post(`${COMMENT}/my-list`, { pageSize: 50 })));
    expect(list.list.map((r) => r.reviewNo)).not.toContain(review.reviewNo);
    // still open for its owner
    expect(
      myReviewSchema.parse(
        ok(await li.post(`${COMMENT}/follow-up`, { reviewNo: review.reviewNo, content: 'mine' })),
      ),
    ).toMatchObject({ canFollowUp: false });
  });

  it('cannot lend me their photo: only my own uploads may be attached', async () => {
    const order = await receivedOrder(li);
    const theirPhoto = await upload(zhangCode);
    const res = await li.post(`${COMMENT}/write`, {
      orderItemNo: itemNoOf(order),
      rating: 5,
      photoIds: [theirPhoto],
    });
    expect(res.status).toBe(404);
    expect(res.body.resMsg).toContain(theirPhoto);
    // nothing was written: the item can still be reviewed with my own photo
    const mine = await upload(liCode);
    ok(await li.post(`${COMMENT}/write`, { orderItemNo: itemNoOf(order), rating: 5, photoIds: [mine] }));
  });

  it('is asked to sign in for the shopper calls; the product reads are public', async () => {
    expect((await call(server.url, `${COMMENT}/my-list`, { method: 'POST', json: {} })).body.resCode).toBe(
      '0003',
    );
    expect((await call(server.url, `${COMMENT}/product-summary?spuNo=SPU_NONE`)).body.result).toMatchObject({
      total: 0,
      goodPercent: null,
      latestWithPhotos: null,
    });
  });
});

describe('bounds', () => {
  it('refuses a rating outside 1-5, control characters, and more than 6 photos with 400', async () => {
    const order = await receivedOrder(li);
    const orderItemNo = itemNoOf(order);
    for (const body of [
      { orderItemNo, rating: 0 },
      { orderItemNo, rating: 6 },
      { orderItemNo, rating: 5, content: 'bad\u0000text' },
      { orderItemNo, rating: 5, content: 'x'.repeat(501) },
      { orderItemNo, rating: 5, photoIds: Array.from({ length: 7 }, (_, i) => `U${String(i).repeat(32)}`) },
    ]) {
      expect((await li.post(`${COMMENT}/write`, body)).status).toBe(400);
    }
  });
});
