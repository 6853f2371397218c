import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResultSchema } from '../../schemas/api/uploads';
import { DAY_MS } from '../../server/domain/local-day';
import { enforceRetention, type RetentionDeps } from '../../server/services/retention';
import { buyAndPay, itemNoOf } from './after-sales-helpers';
import { login, startTestServer, type TestServer, testDbKind } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

/**
 * Chat messages, orphaned uploads and stored answers are deleted once past their
 * retention periods (CHAT_RETENTION_DAYS, UPLOAD_ORPHAN_DAYS, IDEMPOTENCY_RETENTION_HOURS), and exactly
 * those: what is younger stays, and a photo an application names stays however old.
 */
const CREAM = 'SKU2500401';
const JPEG = new Uint8Array(readFileSync('fixtures/images/out/booth/home-group-buy@2x.jpg'));
const HOUR_MS = 60 * 60 * 1000;
const RETENTION = { chatRetentionDays: 2, uploadOrphanDays: 1, idempotencyRetentionHours: 1 };

let server: TestServer;
let deps: RetentionDeps;

beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0 }, retention: RETENTION });
  deps = {
    db: server.db,
    config: {
      clock: () => server.now(),
      logger: () => {},
      dataDir: server.dataDir,
      fileStore: testDbKind === 'postgres' ? 'db' : 'disk',
      retention: RETENTION,
    },
  };
});
afterAll(() => server?.stop());

/** Signed in afresh: sessions end after two idle hours and the clock moves by hours and days here. */
const as = async (customerNo: string): Promise<Shopper & { userCode: string }> => {
  const userCode = await login(server.url, customerNo);
  return { ...shopper(server.url, userCode), userCode };
};

async function upload(userCode: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([JPEG], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${server.url}/api/file-storage/file/upload`, {
    method: 'POST',
    headers: { userCode },
    body: form,
  });
  const body = (await res.json()) as { resCode: string; result: unknown };
  expect(body.resCode).toBe('0000');
  return uploadResultSchema.parse(body.result).fileId;
}
const served = async (fileId: string) =>
  (await fetch(`${server.url}/api/file-storage/file/upload/${fileId}`)).status;

describe('retention', () => {
  it('deletes chat messages older than CHAT_RETENTION_DAYS and keeps younger ones', async () => {
    const li = await as('C0001');
    const { threadId } = ok(
      await li.post<{ threadId: string }>('/api/im/thread/open', { subject: 'store', subjectNo: 'ST1001' }),
    );
    ok(await li.post('/api/im/send', { threadId, clientMsgId: randomUUID(), text: 'old question' }));
    server.advance(DAY_MS);
    const again = await as('C0001');
    ok(await again.post('/api/im/send', { threadId, clientMsgId: randomUUID(), text: 'new question' }));
    server.advance(DAY_MS + 60_000); // the first is 2 days and a minute old, the second a day and a minute

    const { chatMessages } = await enforceRetention(deps);
    expect(chatMessages).toBeGreaterThanOrEqual(1);
    const bodies = await server.db.query<{ body: string }>(
      "SELECT body FROM im_messages WHERE thread_id = $1 AND sender = 'customer' ORDER BY seq",
      [threadId],
    );
    expect(bodies.map((b) => b.body)).toEqual(['new question']);
    const old = await server.db.query('SELECT 1 FROM im_messages WHERE created_at < $1', [
      server.now() - RETENTION.chatRetentionDays * DAY_MS,
    ]);
    expect(old).toEqual([]);
  });

  it('removes uploads nothing names after UPLOAD_ORPHAN_DAYS, keeping named and younger ones', async () => {
    const wang = await as('C0002');
    const orphan = await upload(wang.userCode);
    const named = await upload(wang.userCode);
    const order = await buyAndPay(server, wang, CREAM, 1);
    ok(
      await wang.post(`${ORDER}/apply-rma-v2`, {
        orderItemNo: itemNoOf(order),
        type: 'refund_only',
        reasonCode: 'not_wanted',
        quantity: 1,
        photoIds: [named],
      }),
    );
    server.advance(DAY_MS - HOUR_MS);
    const young = await upload((await as('C0003')).userCode);
    server.advance(HOUR_MS + 60_000);

    const { orphanUploads } = await enforceRetention(deps);
    expect(orphanUploads).toBe(1);
    expect(await served(orphan)).toBe(404);
    expect(await served(`${orphan}/thumb`)).toBe(404);
    expect(await served(named)).toBe(200);
    expect(await served(young)).toBe(200);
  });

  it('deletes stored answers older than IDEMPOTENCY_RETENTION_HOURS and keeps younger ones', async () => {
    const zhao = await as('C0003');
    const first = randomUUID();
    ok(await zhao.post('/api/channel/product/add-favor', { skuNo: CREAM }, first));
    server.advance(30 * 60_000);
    const second = randomUUID();
    ok(await zhao.post('/api/channel/product/del-favor', { skuNo: CREAM }, second));
    server.advance(30 * 60_000 + 60_000); // the first is an hour and a minute old, the second 31 minutes

    await enforceRetention(deps);
    const kept = await server.db.query<{ unique_code: string }>(
      'SELECT unique_code FROM idempotency_keys WHERE unique_code = ANY ($1)',
      [[first, second]],
    );
    expect(kept.map((k) => k.unique_code)).toEqual([second]);
  });
});
