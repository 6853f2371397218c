import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inventoryResultSchema,
  myLotteryListSchema,
  waitingPrizeListSchema,
} from '../../schemas/api/lottery';
import { claimOrderResultSchema, orderConfirmationSchema } from '../../schemas/api/lottery-claim';
import { insertActivity, insertPrize } from '../../server/repos/lottery';
import { lapseUnclaimed } from '../../server/repos/lottery-claim';
import { drawOne } from '../../server/services/lottery-draw';
import { startTestServer, type TestServer } from './helpers';
import { newCustomer, ORDER, ok, payAtCashier, type Shopper } from './shopping-helpers';

const L = '/api/lottery';
const HOUR = 60 * 60 * 1000;
const SKU = 'SKU2400601';
let now = Date.now();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    shopping: { sweepIntervalMs: 0 },
    clock: () => now,
    sessionTtlMs: 30 * 24 * HOUR,
  });
});
afterAll(() => server?.stop());

let nextNo = 0;
/** A signed-in customer with consent and a default address. */
async function customer(): Promise<Shopper & { id: number }> {
  nextNo += 1;
  const no = `LC${String(nextNo).padStart(4, '0')}`;
  return newCustomer(server, { no, nick: `领奖用户${no}`, addressName: '领奖人' });
}

/** A lottery with one prize (SKU2400601 at 1.00), two entrants, drawn: answers the winner and the loser. */
async function drawnLottery(no: string) {
  const seed = `claim-seed-${no}`;
  const drawAt = now + 2 * HOUR;
  await server.db.transaction(async (tx) => {
    await insertActivity(tx, {
      activityNo: no,
      title: `领奖测试 ${no}`,
      rules: '测试',
      imageUrl: '',
      invitedOnly: false,
      assistCap: 0,
      joinStartAt: now - HOUR,
      joinEndAt: now + HOUR,
      drawAt,
      claimDeadline: drawAt + 24 * HOUR,
      seed,
      seedHash: createHash('sha256').update(seed).digest('hex'),
      seq: 200,
    });
    await insertPrize(tx, {
      prizeNo: `${no}-P0`,
      activityNo: no,
      rank: 0,
      name: '香薰机',
      imageUrl: '',
      priceCents: 100,
      total: 1,
      skuNo: SKU,
    });
  });
  const a = await customer();
  const b = await customer();
  for (const s of [a, b]) ok(await s.post(`${L}/take-in`, { activityNo: no }));
  now = drawAt;
  expect(await drawOne(server.db, no, now)).toBe(true);
  const [w] = await server.db.query<{ customer_id: number }>(
    'SELECT customer_id FROM lottery_winners WHERE activity_no = $1',
    [no],
  );
  return w?.customer_id === a.id ? { winner: a, loser: b, drawAt } : { winner: b, loser: a, drawAt };
}

const confirmation = async (s: Shopper, activityNo: string) =>
  orderConfirmationSchema.parse(ok(await s.get(`${L}/order-confirmation`, { activityNo })));
const waiting = async (s: Shopper) =>
  waitingPrizeListSchema.parse(ok(await s.get(`${L}/waiting-prize`))).list.map((w) => w.activityNo);
const listed = async (s: Shopper, activityNo: string) =>
  myLotteryListSchema
    .parse(ok(await s.get(`${L}/list`)))
    .list.find((m) => m.activity.activityNo === activityNo)?.claimState;
const remaining = async (s: Shopper, activityNo: string) =>
  inventoryResultSchema.parse(ok(await s.get(`${L}/inventory`, { activityNo }))).prizes[0]?.remaining;
const skuStock = async () =>
  (await server.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [SKU]))[0]?.stock;
const claimOrders = async (activityNo: string) =>
  (
    await server.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM orders WHERE confirm_token = $1', [
      `lottery:${activityNo}`,
    ])
  )[0]?.n;

const pay = (s: Shopper, orderNo: string) => payAtCashier(server.url, s, orderNo);

describe('lottery prize claims', () => {
  it('holds the prize for its winner only; parallel order-creates make one order, paid at the prize price', async () => {
    const { winner, loser } = await drawnLottery('LTC1');
    const stranger = await customer();
    const stockBefore = await skuStock();
    // Held at the draw: no unit left in the prize's inventory for anyone else.
    expect(await remaining(winner, 'LTC1')).toBe(0);
    const mine = await confirmation(winner, 'LTC1');
    expect(mine).toMatchObject({ state: 'won', priceCents: 100, orderNo: null });
    expect(mine.address?.name).toBe('领奖人');
    expect(await waiting(winner)).toContain('LTC1');
    expect(await waiting(loser)).not.toContain('LTC1');

    for (const other of [loser, stranger]) {
      const seen = await other.get(`${L}/order-confirmation`, { activityNo: 'LTC1' });
      expect(seen.body.resCode).not.toBe('0000');
      expect(seen.body.resMsg).toContain('did not win');
      const tried = await other.post(`${L}/order-create`, {
        activityNo: 'LTC1',
        addressId: mine.address?.addressId,
      });
      expect(tried.body.resMsg).toContain('did not win');
    }

    const addressId = mine.address?.addressId ?? 0;
    // The uniqueCode header is the order's idempotency key: without one, or one too long, nothing is ordered.
    for (const uniqueCode of ['', 'x'.repeat(129)]) {
      const refused = await winner.post(`${L}/order-create`, { activityNo: 'LTC1', addressId }, uniqueCode);
      expect(refused.status).toBe(400);
      expect(refused.body.resMsg).toContain('uniqueCode');
    }
    expect(await claimOrders('LTC1')).toBe(0);
    const answers = await Promise.all(
      [1, 2, 3].map(() => winner.post(`${L}/order-create`, { activityNo: 'LTC1', addressId })),
    );
    const orders = answers.map((a) => claimOrderResultSchema.parse(ok(a)));
    expect(new Set(orders.map((o) => o.orderNo)).size).toBe(1);
    expect(orders.filter((o) => !o.replayed)).toHaveLength(1);
    expect(await claimOrders('LTC1')).toBe(1);
    const order = orders[0] as (typeof orders)[number];
    expect(order.payableCents).toBe(100);
    // A retry with the same uniqueCode is the same order.
    const again = claimOrderResultSchema.parse(
      ok(await winner.post(`${L}/order-create`, { activityNo: 'LTC1', addressId }, 'claim-retry')),
    );
    const retried = claimOrderResultSchema.parse(
      ok(await winner.post(`${L}/order-create`, { activityNo: 'LTC1', addressId }, 'claim-retry')),
    );
    expect(retried.orderNo).toBe(again.orderNo);
    expect(again.orderNo).toBe(order.orderNo);

    expect(await confirmation(winner, 'LTC1')).toMatchObject({ state: 'ordered', orderNo: order.orderNo });
    // Another customer cannot pay (or see) the winner's order.
    expect(
      (await stranger.post(`${ORDER}/continue-payment`, { orderNo: order.orderNo })).body.resCode,
    ).not.toBe('0000');
    expect(await pay(winner, order.orderNo)).toContain('payStatus=success');
    expect(await confirmation(winner, 'LTC1')).toMatchObject({ state: 'claimed', orderNo: order.orderNo });
    // Claimed: no longer a prize waiting to be claimed; my lotteries say so.
    expect(await listed(winner, 'LTC1')).toBe('claimed');
    expect(await listed(loser, 'LTC1')).toBeNull();
    expect(await waiting(winner)).not.toContain('LTC1');
    // The prize's unit came from the lottery, not the shelf.
    expect(await skuStock()).toBe(stockBefore);
  });

  it('releases the hold when the claim deadline passes unclaimed, and refuses a late order', async () => {
    const { winner, drawAt } = await drawnLottery('LTC2');
    const { address } = await confirmation(winner, 'LTC2');
    expect(await remaining(winner, 'LTC2')).toBe(0);
    now = drawAt + 24 * HOUR;
    const stored = async () => ({
      win: (
        await server.db.query<{ state: string }>(
          "SELECT state FROM lottery_winners WHERE activity_no = 'LTC2'",
        )
      )[0]?.state,
      remaining: (
        await server.db.query<{ remaining: number }>(
          "SELECT remaining FROM lottery_prizes WHERE activity_no = 'LTC2' AND remaining IS NOT NULL ORDER BY prize_rank LIMIT 1",
        )
      )[0]?.remaining,
    });
    // Reads answer the lapse at once (ADR 0074) and write nothing: the win and the prize's stock are as drawn.
    expect(await confirmation(winner, 'LTC2')).toMatchObject({ state: 'lapsed' });
    expect(await remaining(winner, 'LTC2')).toBe(1);
    expect(await waiting(winner)).not.toContain('LTC2');
    expect(await listed(winner, 'LTC2')).toBe('lapsed');
    expect(await stored()).toEqual({ win: 'won', remaining: 0 });
    // The draw job's lapse switches them, once; the answers stay the same.
    expect(await server.db.transaction((tx) => lapseUnclaimed(tx, now))).toBeGreaterThanOrEqual(1);
    expect(await stored()).toEqual({ win: 'lapsed', remaining: 1 });
    expect(await remaining(winner, 'LTC2')).toBe(1);
    expect(await confirmation(winner, 'LTC2')).toMatchObject({ state: 'lapsed' });
    const late = await winner.post(`${L}/order-create`, {
      activityNo: 'LTC2',
      addressId: address?.addressId,
    });
    expect(late.body.resMsg).toContain('claim deadline has passed');
    expect(await claimOrders('LTC2')).toBe(0);
  });

  it('gives the win back when the claim order is cancelled unpaid, without touching shelf stock', async () => {
    const { winner } = await drawnLottery('LTC3');
    const stockBefore = await skuStock();
    const { address } = await confirmation(winner, 'LTC3');
    const addressId = address?.addressId ?? 0;
    const first = claimOrderResultSchema.parse(
      ok(await winner.post(`${L}/order-create`, { activityNo: 'LTC3', addressId })),
    );
    ok(await winner.post(`${ORDER}/cancel`, { orderNo: first.orderNo, reason: 'No longer needed' }));
    expect(await confirmation(winner, 'LTC3')).toMatchObject({ state: 'won', orderNo: null });
    expect(await skuStock()).toBe(stockBefore);
    const second = claimOrderResultSchema.parse(
      ok(await winner.post(`${L}/order-create`, { activityNo: 'LTC3', addressId })),
    );
    expect(second.orderNo).not.toBe(first.orderNo);
    expect(await remaining(winner, 'LTC3')).toBe(0);
  });
});
