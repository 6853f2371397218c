import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamOrderResultSchema } from '../../schemas/api/group-buy';
import { HeaderNames } from '../../schemas/api/headers';
import {
  type MessageList,
  messageListSchema,
  messageReadResultSchema,
  type UnreadCount,
  unreadCountSchema,
} from '../../schemas/api/message';
import { AFTER_SALE_TIMING, applied, buyAndPay, itemNoOf, store } from './after-sales-helpers';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, payAtCashier, type Shopper, shopper } from './shopping-helpers';

/**
 * The message center: messages are written by the events that cause them (an order ships, a
 * refund completes, a team fills, a lottery is drawn), once per event; only their owner lists, reads and
 * marks them; the unread counts by kind are what the header badge shows.
 */

const M = '/api/im/message';
const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;

beforeAll(async () => {
  // Sessions outlive the days the lottery test moves the clock on.
  server = await startTestServer({ shopping: AFTER_SALE_TIMING, sessionTtlMs: 60 * DAY });
});
afterAll(() => server?.stop());

const counts = async (s: Shopper): Promise<UnreadCount> =>
  unreadCountSchema.parse(ok(await s.get(`${M}/unread-count`)));
const list = async (s: Shopper, kind?: string): Promise<MessageList> =>
  messageListSchema.parse(ok(await s.get(`${M}/list`, kind ? { kind } : {})));
const as = async (customerNo: string) => shopper(server.url, await login(server.url, customerNo));

async function pay(s: Shopper, orderNo: string) {
  expect(await payAtCashier(server.url, s, orderNo)).toContain('payStatus=success');
}

describe('message center', () => {
  it('an order that ships writes one logistics message, read only by its owner', async () => {
    const zhang = await as('C0002');
    const wang = await as('C0003');
    const before = await counts(zhang);
    const order = await buyAndPay(server, zhang, 'SKU2400102', 1);
    expect((await counts(zhang)).kinds.logistics).toBe(before.kinds.logistics);

    server.advance(AFTER_SALE_TIMING.autoShipMs + 1);
    // The badge read ships what is due (as order reads do) and counts its message; reading again adds none.
    const after = await counts(zhang);
    expect(after.kinds.logistics).toBe(before.kinds.logistics + 1);
    expect(after.count).toBe(before.count + 1);
    expect((await counts(zhang)).count).toBe(after.count);

    const shipped = (await list(zhang, 'logistics')).list.find((m) => m.content.includes(order.orderNo));
    expect(shipped).toMatchObject({
      kind: 'logistics',
      unread: true,
      title: 'Your order has shipped',
      target: { type: 'order', orderNo: order.orderNo },
    });
    const id = shipped?.messageId ?? 0;
    // In Chinese for a Chinese reader: the event's words are chosen when read.
    const zh = await call<MessageList>(server.url, `${M}/list?kind=logistics`, {
      userCode: await login(server.url, 'C0002'),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.result.list.find((m) => m.messageId === id)?.title).toBe('订单已发货');

    // Another customer neither sees it nor marks it: 404, and the owner's count stays.
    expect((await list(wang)).list.map((m) => m.messageId)).not.toContain(id);
    const foreign = await wang.post(`${M}/read`, { messageId: id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.result).toEqual({ reason: 'message_not_found' });
    expect((await counts(zhang)).count).toBe(after.count);
    const anonymous = await call(server.url, `${M}/list`);
    expect(anonymous.body.resCode).toBe('0003');

    // The owner marks it read once: the counts go down by one, a second mark changes nothing.
    const read = messageReadResultSchema.parse(ok(await zhang.post(`${M}/read`, { messageId: id })));
    expect(read).toMatchObject({ marked: 1, unread: { count: after.count - 1 } });
    const again = messageReadResultSchema.parse(ok(await zhang.post(`${M}/read`, { messageId: id })));
    expect(again.marked).toBe(0);
    expect((await list(zhang, 'logistics')).list.find((m) => m.messageId === id)?.unread).toBe(false);
  });

  it('a completed refund writes an order message that opens the application', async () => {
    const zhang = await as('C0002');
    const order = await buyAndPay(server, zhang, 'SKU2400102', 1);
    const app = await applied(zhang, { orderItemNo: itemNoOf(order), type: 'refund_only', quantity: 1 });
    expect((await list(zhang, 'order')).list.some((m) => m.content.includes(order.orderNo))).toBe(false);
    ok(await store(server).approve(app.rmaNo));
    const refund = (await list(zhang, 'order')).list.find((m) => m.content.includes(order.orderNo));
    expect(refund).toMatchObject({
      title: 'Refund completed',
      unread: true,
      target: { type: 'afterSale', rmaNo: app.rmaNo },
    });
    expect(refund?.content).toContain('¥');

    // A paid order cancelled with its refund before shipping: the message opens the order.
    const paid = await buyAndPay(server, zhang, 'SKU2400102', 1);
    ok(await zhang.post(`${ORDER}/apply-cancel-transaction`, { orderNo: paid.orderNo, reason: '不想要了' }));
    expect((await list(zhang, 'order')).list.find((m) => m.content.includes(paid.orderNo))).toMatchObject({
      title: 'Refund completed',
      target: { type: 'order', orderNo: paid.orderNo },
    });
  });

  it('marks all of one kind read, and only the caller’s', async () => {
    const li = await as('C0001');
    const zhang = await as('C0002');
    const zhangBefore = await counts(zhang);
    const start = await counts(li);
    expect(start.kinds.activity).toBeGreaterThan(0);
    const done = messageReadResultSchema.parse(ok(await li.post(`${M}/read-all`, { kind: 'activity' })));
    expect(done.marked).toBe(start.kinds.activity);
    expect(done.unread.kinds).toEqual({ ...start.kinds, activity: 0 });
    const all = messageReadResultSchema.parse(ok(await li.post(`${M}/read-all`, {})));
    expect(all.unread.kinds).toEqual({ order: 0, logistics: 0, activity: 0, system: 0 });
    expect(await counts(zhang)).toEqual(zhangBefore);
  });

  it('operators send a system message to the customers they name, and only to them', async () => {
    const li = await as('C0001');
    const zhang = await as('C0002');
    const send = (json: unknown, token = server.operatorToken) =>
      call<{ sent: number; unknown: string[] }>(server.url, '/api/operator/messages', {
        json,
        headers: { 'x-operator-token': token, uniqueCode: randomUUID() },
      });
    const notice = {
      customerNos: ['C0001', 'C9999'],
      title: '系统维护通知',
      content: '今晚 2:00-4:00 系统维护。',
    };
    expect((await send(notice, 'wrong')).status).toBe(403);
    expect(ok(await send({ ...notice, target: { type: 'bulletin' } }))).toEqual({
      sent: 1,
      unknown: ['C9999'],
    });
    const mine = (await list(li, 'system')).list.find((m) => m.title === '系统维护通知');
    expect(mine).toMatchObject({ unread: true, content: notice.content, target: { type: 'bulletin' } });
    expect((await list(zhang, 'system')).list.some((m) => m.title === '系统维护通知')).toBe(false);
    const empty = await send({ ...notice, title: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.resMsg).toMatch(/title/);
  });

  it('a team that fills tells every paying member', async () => {
    const li = await as('C0001');
    const zhang = await as('C0002');
    const team = teamOrderResultSchema.parse(
      ok(await li.post('/api/marketing/team-buy/create-order', { activityNo: 'GB1002' })),
    );
    await pay(li, team.orderNo);
    expect((await list(li, 'activity')).list.some((m) => m.target?.type === 'groupBuy')).toBe(false);
    const joined = teamOrderResultSchema.parse(
      ok(
        await zhang.post('/api/marketing/team-buy/create-order', {
          activityNo: 'GB1002',
          teamId: team.teamId,
        }),
      ),
    );
    await pay(zhang, joined.orderNo);
    for (const s of [li, zhang]) {
      const filled = (await list(s, 'activity')).list.filter(
        (m) => m.target?.type === 'groupBuy' && m.target.teamId === team.teamId,
      );
      expect(filled).toHaveLength(1);
      expect(filled[0]?.title).toBe('Your group buy is complete');
    }
  });

  it('a drawn lottery tells each entrant whether they won', async () => {
    const wang = await as('C0003');
    const version = ok(await call<{ licenseVersion: string }>(server.url, '/api/mlife/license/version'));
    ok(
      await wang.post('/api/channel/cust/auth-license', {
        deleteType: 0,
        licenseVersion: version.licenseVersion,
      }),
    );
    ok(await wang.post('/api/lottery/take-in', { activityNo: 'LT1001' }));
    server.advance(40 * DAY);
    // Reads never draw: the draw job does, or an operator (the jobs are off on this server).
    ok(
      await call(server.url, '/api/operator/lottery/LT1001/draw', {
        method: 'POST',
        json: {},
        headers: { [HeaderNames.operatorToken]: server.operatorToken },
      }),
    );
    const drawn = (await list(wang, 'activity')).list.filter(
      (m) => m.target?.type === 'lottery' && m.target.activityNo === 'LT1001',
    );
    expect(drawn).toHaveLength(1);
    expect(['Congratulations, you won', 'Lottery result']).toContain(drawn[0]?.title);
  });
});
