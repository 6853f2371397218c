import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOADS_PER_DAY, ORPHAN_UPLOAD_MS, uploadResultSchema } from '../../schemas/api/uploads';
import { AFTER_SALE_TIMING, applied, buyAndPay, detail, itemNoOf, store } from './after-sales-helpers';
import { login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, shopper } from './shopping-helpers';

// What the first after-sales session left: the auto-receive timer stands still while an
// application is open and goes on with the time it had left; pictures nobody attached within a day are
// removed; a customer may upload MAX_UPLOADS_PER_DAY pictures a day, even when they arrive together.

const CREAM = 'SKU2500401';
const JPEG = new Uint8Array(readFileSync('fixtures/images/out/booth/home-group-buy@2x.jpg'));
// Short timings: sessions last 2 h of idleness, so the clock moves by seconds here, by a day only once.
const TIMING = { ...AFTER_SALE_TIMING, autoReceiveMs: 100_000, afterSaleAutoApproveMs: 3_600_000 };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ shopping: TIMING });
});
afterAll(() => server?.stop());

const as = async (customerNo: string) => {
  const userCode = await login(server.url, customerNo);
  return { userCode, s: shopper(server.url, userCode) };
};

async function upload(userCode: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${server.url}/api/file-storage/file/upload`, {
    method: 'POST',
    headers: { userCode, 'accept-language': 'en' },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { resCode: string; resMsg: string; result: unknown },
  };
}

const uploaded = async (userCode: string) => {
  const answer = await upload(userCode);
  expect(answer.body.resCode).toBe('0000');
  return uploadResultSchema.parse(answer.body.result).fileId;
};

const served = async (fileId: string) =>
  (await fetch(`${server.url}/api/file-storage/file/upload/${fileId}`)).status;

describe('auto-receive and after-sales', () => {
  it('stands still while an application is open and resumes with the time it had left', async () => {
    const { s } = await as('C0002');
    const order = await buyAndPay(server, s, CREAM, 1);
    server.advance(TIMING.autoShipMs + 1);
    const shipped = await detail(s, order.orderNo);
    expect(shipped.status).toBe('shipped');
    const shippedAt = shipped.shippedAt ?? 0;
    expect(shipped.autoReceiveAt).toBe(shippedAt + TIMING.autoReceiveMs);

    server.advance(60_000 - 1); // shipped 1 ms ago before this: 40 s of the receive timer are left
    const app = await applied(s, { orderItemNo: itemNoOf(order), type: 'refund_only', quantity: 1 });
    server.advance(200_000); // well past the original receive time
    const held = await detail(s, order.orderNo);
    expect(held.status).toBe('shipped');
    expect(held.autoReceiveAt).toBeUndefined();

    ok(await store(server).reject(app.rmaNo, 'parcel already with the courier'));
    const resumed = await detail(s, order.orderNo);
    expect(resumed.status).toBe('shipped');
    // The 200 s the application was open are added; the 40 s left are still left.
    expect(resumed.autoReceiveAt).toBe(shippedAt + TIMING.autoReceiveMs + 200_000);
    server.advance(40_000 - 1);
    expect((await detail(s, order.orderNo)).status).toBe('shipped');
    server.advance(1);
    const received = await detail(s, order.orderNo);
    expect(received.status).toBe('received');
    expect(received.receivedAt).toBe(shippedAt + TIMING.autoReceiveMs + 200_000);
  });

  it('stays paused while any application of the order is open', async () => {
    const { s } = await as('C0002');
    const order = await buyAndPay(server, s, CREAM, 2);
    server.advance(TIMING.autoShipMs + 1);
    const shippedAt = (await detail(s, order.orderNo)).shippedAt ?? 0;
    const first = await applied(s, { orderItemNo: itemNoOf(order), type: 'refund_only', quantity: 1 });
    const second = await applied(s, { orderItemNo: itemNoOf(order), type: 'refund_only', quantity: 1 });
    server.advance(30_000);
    ok(await s.post(`${ORDER}/rma-cancel`, { rmaNo: first.rmaNo }));
    server.advance(TIMING.autoReceiveMs);
    expect((await detail(s, order.orderNo)).autoReceiveAt).toBeUndefined();
    ok(await store(server).reject(second.rmaNo, 'no'));
    expect((await detail(s, order.orderNo)).autoReceiveAt).toBe(
      shippedAt + TIMING.autoReceiveMs + 30_000 + TIMING.autoReceiveMs,
    );
  });
});

describe('uploads', () => {
  it('removes pictures nobody attached within a day, and keeps attached and recent ones', async () => {
    const li = await as('C0001');
    const orphan = await uploaded(li.userCode);
    const attached = await uploaded(li.userCode);
    const order = await buyAndPay(server, li.s, CREAM, 1);
    ok(
      await li.s.post(`${ORDER}/apply-rma-v2`, {
        orderItemNo: itemNoOf(order),
        type: 'refund_only',
        reasonCode: 'not_wanted',
        quantity: 1,
        photoIds: [attached],
      }),
    );
    server.advance(ORPHAN_UPLOAD_MS - 60 * 60 * 1000);
    const again = await as('C0001');
    const recent = await uploaded(again.userCode);
    server.advance(60 * 60 * 1000 + 1);
    const later = await as('C0001');
    expect(await served(orphan)).toBe(200); // housekeeping has not run for this customer yet
    expect(await served(`${orphan}/thumb`)).toBe(200);
    await uploaded(later.userCode); // each upload tidies the uploader's own orphans first
    expect(await served(orphan)).toBe(404);
    // The thumbnail goes with it (were it left, its URL would still serve it).
    expect(await served(`${orphan}/thumb`)).toBe(404);
    expect(await served(attached)).toBe(200);
    expect(await served(recent)).toBe(200);
    const rows = await server.db.query('SELECT file_id FROM uploads WHERE file_id = $1', [orphan]);
    expect(rows).toEqual([]);
  });

  it(`takes at most ${MAX_UPLOADS_PER_DAY} pictures a day from one customer, even all at once`, async () => {
    const wang = await as('C0003');
    const answers = await Promise.all(
      Array.from({ length: MAX_UPLOADS_PER_DAY + 5 }, () => upload(wang.userCode)),
    );
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_UPLOADS_PER_DAY);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body).toMatchObject({
      resCode: 'E0429',
      resMsg: `At most ${MAX_UPLOADS_PER_DAY} pictures can be uploaded a day; please try again tomorrow`,
      result: { limit: MAX_UPLOADS_PER_DAY },
    });
    // another customer is not held by it
    const zhang = await as('C0002');
    await uploaded(zhang.userCode);
  });
});
