import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RankList, rankCategoriesSchema, rankListSchema } from '../../schemas/api/rankings';
import { RANK_REFRESH_MS } from '../../server/services/rankings';
import { buyAndPay } from './after-sales-helpers';
import { call, login, startTestServer, type TestServer } from './helpers';
import { shopper } from './shopping-helpers';

/**
 * Rankings follow what shoppers do: the /api/customer-behavior/rank calls rank products by
 * units bought in paid orders and product-page views, recomputed on a schedule (and on a read that
 * finds them older than it), judged on the server's injectable clock.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const DIGITAL = 22;

async function ranking(categoryCode: number, size = 20): Promise<RankList> {
  const res = await call(
    server.url,
    `/api/customer-behavior/rank/list?categoryCode=${categoryCode}&size=${size}`,
  );
  expect(res.status).toBe(200);
  return rankListSchema.parse(res.body.result);
}

const placeOf = (list: RankList, skuNo: string): number =>
  list.items.find((i) => i.card.skuNo === skuNo)?.rank ?? Number.POSITIVE_INFINITY;

describe('rankings', () => {
  it('lists the categories with a ranking and ranks each one, best first', async () => {
    const categories = rankCategoriesSchema.parse(
      (await call(server.url, '/api/customer-behavior/rank/category-list')).body.result,
    );
    expect(categories.map((c) => c.categoryCode)).toContain(DIGITAL);
    const digital = await ranking(DIGITAL);
    expect(digital.items.length).toBeGreaterThan(3);
    expect(digital.items.map((i) => i.rank)).toEqual(digital.items.map((_, i) => i + 1));
    expect(new Set(digital.items.map((i) => i.card.spuNo)).size).toBe(digital.items.length);
    expect(digital.computedAt).not.toBeNull();
    expect((await call(server.url, '/api/customer-behavior/rank/list?categoryCode=x')).status).toBe(400);
  });

  it('follows orders: a product bought twice ranks above the one that led, once the schedule comes round', async () => {
    const before = await ranking(DIGITAL);
    const leader = before.items[0]?.card.skuNo ?? '';
    // The last buyable product of the ranking: on sale, no flash-sale limit.
    const x = [...before.items]
      .reverse()
      .find((i) => i.card.stockState === 0 && i.card.activityType === null && i.card.skuNo !== leader);
    if (!x) throw new Error('no buyable product in the digital ranking');
    expect(placeOf(before, x.card.skuNo)).toBeGreaterThan(placeOf(before, leader));

    const s = shopper(server.url, await login(server.url, 'C0001'));
    await buyAndPay(server, s, x.card.skuNo, 1);
    await buyAndPay(server, s, x.card.skuNo, 1);
    // Not yet: the rankings are recomputed on their schedule, not on every order.
    expect(placeOf(await ranking(DIGITAL), x.card.skuNo)).toBe(x.rank);

    server.advance(RANK_REFRESH_MS);
    const after = await ranking(DIGITAL);
    expect(placeOf(after, x.card.skuNo)).toBeLessThan(placeOf(after, leader));
    expect(after.items.find((i) => i.card.skuNo === x.card.skuNo)?.soldUnits).toBe(2);
    // The all-category ranking moves with it.
    const all = await ranking(0);
    expect(placeOf(all, x.card.skuNo)).toBeLessThanOrEqual(placeOf(all, leader));
  });

  it('counts product-page views from the tracking ingest', async () => {
    const before = await ranking(DIGITAL);
    const last = before.items.at(-1);
    if (!last) throw new Error('empty ranking');
    const url = `${server.url}/mbankmall/product/detail/${last.card.spuNo}/${last.card.skuNo}`;
    // Stored as the ingest stores a PageLoad (server/ingest/db-sink.ts): the event's JSON as text.
    for (let i = 0; i < 30; i++) {
      await server.db.query(
        `INSERT INTO trace_events (event_id, channel, event_type, system_id, device_id, session_id, sequence,
           client_time, received_at, body) VALUES ($1, 'normal', 'PageLoad', 'mbankmall', 'd', 's', $2, $3, $3, $4)`,
        [`rank-view-${i}`, i + 1, Date.now(), JSON.stringify({ eventType: 'PageLoad', url })],
      );
    }
    server.advance(RANK_REFRESH_MS);
    const after = await ranking(DIGITAL);
    expect(after.items.find((i) => i.card.spuNo === last.card.spuNo)?.views).toBe(30);
    expect(placeOf(after, last.card.skuNo)).toBeLessThan(last.rank);
  });

  it('answers parallel reads that all find the rankings stale, each with the whole ranking', async () => {
    server.advance(RANK_REFRESH_MS);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(
          server.url,
          i % 2 === 0
            ? `/api/customer-behavior/rank/list?categoryCode=${DIGITAL}&size=10`
            : '/api/customer-behavior/rank/category-list',
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const lists = answers.filter((_, i) => i % 2 === 0).map((a) => rankListSchema.parse(a.body.result));
    const settled = await ranking(DIGITAL, 10);
    expect(settled.items.length).toBeGreaterThan(0);
    for (const list of lists)
      expect(list.items.map((i) => [i.rank, i.card.skuNo])).toEqual(
        settled.items.map((i) => [i.rank, i.card.skuNo]),
      );
  });
});
