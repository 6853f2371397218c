import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ImQueryResult,
  imQueryResultSchema,
  imSendResultSchema,
  imThreadListSchema,
  imThreadSchema,
} from '../../schemas/api/im';
import { unreadCountSchema } from '../../schemas/api/message';
import { buyAndPay } from './after-sales-helpers';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ok, type Shopper, shopper } from './shopping-helpers';

/**
 * Instant messages with customer service: threads per own order or store, kept apart between
 * customers; the simulated agent answers every customer message exactly once, IM_AGENT_DELAY_MS later,
 * in the language it was written in; its answers are unread until the thread is read.
 */

const IM = '/api/im';
const DELAY = 5_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0, imAgentDelayMs: DELAY } });
});
afterAll(() => server?.stop());

const as = async (customerNo: string) => shopper(server.url, await login(server.url, customerNo));
const open = async (s: Shopper, subject: 'order' | 'store', subjectNo: string) =>
  imThreadSchema.parse(ok(await s.post(`${IM}/thread/open`, { subject, subjectNo })));
const query = async (s: Shopper, threadId: string, markRead = false): Promise<ImQueryResult> =>
  imQueryResultSchema.parse(ok(await s.post(`${IM}/query`, { threadId, markRead })));
const send = async (s: Shopper, threadId: string, text: string, clientMsgId = randomUUID()) =>
  imSendResultSchema.parse(ok(await s.post(`${IM}/send`, { threadId, clientMsgId, text }))).message;
const imUnread = async (s: Shopper) =>
  unreadCountSchema.parse(ok(await s.get(`${IM}/message/unread-count`))).im;

describe('instant messages with customer service', () => {
  it('the agent answers each message once, after the delay, by its keywords and language', async () => {
    const li = await as('C0001');
    const thread = await open(li, 'store', 'ST1001');
    expect(thread).toMatchObject({ subject: 'store', subjectNo: 'ST1001', unread: 0, lastMessage: null });
    // Opening again is the same thread.
    expect((await open(li, 'store', 'ST1001')).threadId).toBe(thread.threadId);

    const clientMsgId = randomUUID();
    const mine = await send(li, thread.threadId, '我的退款什么时候到账？', clientMsgId);
    // A retry of the same message (its answer was lost) is the same message, not a second one.
    expect((await send(li, thread.threadId, '我的退款什么时候到账？', clientMsgId)).seq).toBe(mine.seq);

    const waiting = await query(li, thread.threadId);
    expect(waiting.agentPending).toBe(true);
    expect(waiting.messages.map((m) => m.sender)).toEqual(['customer']);

    server.advance(DELAY);
    // Several readers at once (two tabs, the timer): one answer.
    const reads = await Promise.all([query(li, thread.threadId), query(li, thread.threadId), imUnread(li)]);
    const answered = await query(li, thread.threadId);
    expect(answered.agentPending).toBe(false);
    expect(answered.messages.map((m) => m.sender)).toEqual(['customer', 'agent']);
    expect(answered.messages[1]?.text).toMatch(/售后/);
    expect(reads[2]).toBe(1);
    expect(answered.thread.unread).toBe(1);

    // Read: the badge's part goes to 0 and the thread list says so.
    await query(li, thread.threadId, true);
    expect(await imUnread(li)).toBe(0);
    const threads = imThreadListSchema.parse(ok(await li.get(`${IM}/threads`)));
    expect(threads.list[0]).toMatchObject({ threadId: thread.threadId, unread: 0 });
    expect(threads.list[0]?.lastMessage?.sender).toBe('agent');

    // English in, English out; later answers come after the customer's later messages.
    await send(li, thread.threadId, 'Where is my parcel?');
    server.advance(DELAY);
    const english = await query(li, thread.threadId);
    expect(english.messages.at(-1)?.text).toMatch(/deliver|ship/i);
    expect(english.messages.filter((m) => m.sender === 'agent')).toHaveLength(2);
  });

  it('an order thread is about one of the caller’s own orders and answers with its status', async () => {
    const zhang = await as('C0002');
    const li = await as('C0001');
    const order = await buyAndPay(server, li, 'SKU2400102', 1);
    const thread = await open(li, 'order', order.orderNo);
    expect(thread.title).not.toBe('');
    await send(li, thread.threadId, '我的快递到哪了？');
    server.advance(DELAY);
    expect((await query(li, thread.threadId)).messages.at(-1)?.text).toContain(
      `${order.orderNo}，当前状态：已付款`,
    );

    // Another customer's order cannot be asked about: 404, as an unknown order.
    for (const subjectNo of [order.orderNo, 'NO-SUCH-ORDER']) {
      const refused = await zhang.post(`${IM}/thread/open`, { subject: 'order', subjectNo });
      expect(refused.status).toBe(404);
      expect(refused.body.result).toEqual({ reason: 'order_not_found' });
    }
    const noStore = await zhang.post(`${IM}/thread/open`, { subject: 'store', subjectNo: 'ST9999' });
    expect(noStore.body.result).toEqual({ reason: 'store_not_found' });
  });

  it('keeps one customer’s threads from another', async () => {
    const li = await as('C0001');
    const zhang = await as('C0002');
    const liThread = await open(li, 'store', 'ST1001');
    const zhangThread = await open(zhang, 'store', 'ST1001');
    expect(zhangThread.threadId).not.toBe(liThread.threadId);

    for (const [path, body] of [
      ['query', { threadId: liThread.threadId }],
      ['send', { threadId: liThread.threadId, clientMsgId: randomUUID(), text: '你好' }],
    ] as const) {
      const refused = await zhang.post(`${IM}/${path}`, body);
      expect(refused.status).toBe(404);
      expect(refused.body.result).toEqual({ reason: 'thread_not_found' });
    }
    const zhangThreads = imThreadListSchema.parse(ok(await zhang.get(`${IM}/threads`)));
    expect(zhangThreads.list.map((t) => t.threadId)).toEqual([zhangThread.threadId]);
    // Nothing of li's conversation reached zhang's thread.
    expect((await query(zhang, zhangThread.threadId)).messages).toEqual([]);
    const anonymous = await call(server.url, `${IM}/threads`);
    expect(anonymous.body.resCode).toBe('0003');
  });

  it('parallel sends of one message (retries racing) store it once', async () => {
    const zhang = await as('C0002');
    const thread = await open(zhang, 'store', 'ST1002');
    const clientMsgId = randomUUID();
    const sent = await Promise.all(
      Array.from({ length: 5 }, () => send(zhang, thread.threadId, '发票怎么开？', clientMsgId)),
    );
    expect(new Set(sent.map((m) => m.seq)).size).toBe(1);
    server.advance(DELAY);
    const after = await query(zhang, thread.threadId);
    expect(after.messages.map((m) => m.sender)).toEqual(['customer', 'agent']);
  });

  it('refuses an empty or oversized message with the field named', async () => {
    const li = await as('C0001');
    const thread = await open(li, 'store', 'ST1001');
    for (const text of ['   ', 'x'.repeat(501), 'a\u0000b']) {
      const refused = await li.post(`${IM}/send`, {
        threadId: thread.threadId,
        clientMsgId: randomUUID(),
        text,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.resMsg).toMatch(/text/);
    }
  });
});
