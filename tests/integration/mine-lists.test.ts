import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorListResultSchema } from '../../schemas/api/favor';
import { VIEW_HISTORY_CAP, viewHistorySchema } from '../../schemas/api/view-history';
import { localDayStart } from '../../server/domain/local-day';
import { startTestServer, type TestServer } from './helpers';
import { newCustomer, ok, type Shopper } from './shopping-helpers';

/**
 * The 收藏 list (paged, newest first, 降价 when today's price is below the price when favourited)
 * and the browsing history (one entry per product per day, the newest 200 kept), each customer's own only.
 */
const PRODUCT = '/api/channel/product';
const SUITCASE = 'SKU2400101';
const SUITCASE_BIG = 'SKU2400102';
const PHONE = 'SKU2000101';
const HOUR = 3_600_000;

let server: TestServer;
let a: Shopper & { id: number };
let b: Shopper & { id: number };

beforeAll(async () => {
  // Sessions outlive the test's moves of the clock (a day forward for the history's days).
  server = await startTestServer({ sessionTtlMs: 30 * 24 * HOUR });
  a = await newCustomer(server, { no: 'C9311', nick: 'A' });
  b = await newCustomer(server, { no: 'C9312', nick: 'B' });
});
afterAll(() => server?.stop());

const favourites = async (s: Shopper, query: Record<string, string> = {}) =>
  favorListResultSchema.parse(ok(await s.get(`${PRODUCT}/favor-list`, query)));
const history = async (s: Shopper, query: Record<string, string> = {}) =>
  viewHistorySchema.parse(ok(await s.get(`${PRODUCT}/view-history`, query)));
const setPrice = (skuNo: string, cents: number) =>
  server.db.query('UPDATE skus SET sale_price_cents = $2 WHERE sku_no = $1', [skuNo, cents]);

describe('favourites list', () => {
  it('pages the caller’s own favourites newest first and never shows them to another customer', async () => {
    ok(await a.post(`${PRODUCT}/add-favor`, { skuNo: SUITCASE }));
    server.advance(1000);
    ok(await a.post(`${PRODUCT}/add-favor`, { skuNo: PHONE }));
    server.advance(1000);
    ok(await b.post(`${PRODUCT}/add-favor`, { skuNo: SUITCASE_BIG }));

    const first = await favourites(a, { pageNo: '1', pageSize: '1' });
    expect(first).toMatchObject({ total: 2, hasMore: true });
    expect(first.list.map((f) => f.skuNo)).toEqual([PHONE]);
    const second = await favourites(a, { pageNo: '2', pageSize: '1' });
    expect(second).toMatchObject({ total: 2, hasMore: false });
    expect(second.list.map((f) => f.skuNo)).toEqual([SUITCASE]);
    expect((await favourites(b)).list.map((f) => f.skuNo)).toEqual([SUITCASE_BIG]);

    // b removing a's favourite changes nothing of a's.
    ok(await b.post(`${PRODUCT}/del-favor`, { skuNo: PHONE }));
    expect((await favourites(a)).total).toBe(2);
  });

  it('marks 降价 only while today’s price is below the price when favourited, and a re-add keeps that price', async () => {
    const [row] = await server.db.query<{ c: number }>(
      'SELECT sale_price_cents AS c FROM skus WHERE sku_no = $1',
      [SUITCASE],
    );
    const price = Number(row?.c);
    const mark = async () => (await favourites(a)).list.find((f) => f.skuNo === SUITCASE);
    expect(await mark()).toMatchObject({ priceCents: price, favoredPriceCents: price, priceDrop: false });

    await setPrice(SUITCASE, price - 100);
    expect(await mark()).toMatchObject({
      priceCents: price - 100,
      favoredPriceCents: price,
      priceDrop: true,
    });
    // Favouriting again does not move the reference price down to today's.
    ok(await a.post(`${PRODUCT}/add-favor`, { skuNo: SUITCASE }));
    expect(await mark()).toMatchObject({ favoredPriceCents: price, priceDrop: true });

    await setPrice(SUITCASE, price + 100);
    expect(await mark()).toMatchObject({ priceDrop: false });
    await setPrice(SUITCASE, price);
  });

  it('removes one and the list follows', async () => {
    ok(await a.post(`${PRODUCT}/del-favor`, { skuNo: SUITCASE }));
    expect((await favourites(a)).list.map((f) => f.skuNo)).toEqual([PHONE]);
  });
});

describe('browsing history', () => {
  it('keeps one entry per product per day (the last SKU opened), newest first, its own per customer', async () => {
    ok(await a.post(`${PRODUCT}/record-view`, { skuNo: SUITCASE }));
    server.advance(1000);
    ok(await a.post(`${PRODUCT}/record-view`, { skuNo: PHONE }));
    server.advance(1000);
    // The suitcase again the same day, in another size: still one entry, moved to the top.
    ok(await a.post(`${PRODUCT}/record-view`, { skuNo: SUITCASE_BIG }));
    ok(await b.post(`${PRODUCT}/record-view`, { skuNo: PHONE }));

    const mine = await history(a);
    expect(mine.total).toBe(2);
    expect(mine.list.map((v) => v.skuNo)).toEqual([SUITCASE_BIG, PHONE]);
    expect(mine.list[0]?.dayStart).toBe(localDayStart(server.now()));
    expect((await history(b)).list.map((v) => v.skuNo)).toEqual([PHONE]);

    // The next day the same product is a new entry under that day.
    server.advance(24 * HOUR);
    ok(await a.post(`${PRODUCT}/record-view`, { skuNo: SUITCASE }));
    const later = await history(a);
    expect(later.total).toBe(3);
    expect(later.list[0]?.dayStart).toBe(localDayStart(server.now()));
    expect(new Set(later.list.map((v) => v.dayStart)).size).toBe(2);
  });

  it('refuses an unknown SKU without writing', async () => {
    const res = await a.post(`${PRODUCT}/record-view`, { skuNo: 'NOPE' });
    expect(res.status).toBe(404);
    expect((await history(a)).total).toBe(3);
  });

  it('removes one entry and clears only the caller’s own', async () => {
    const [newest, , last] = (await history(a)).list;
    if (!newest || !last) throw new Error('missing entries');
    // b never opened the suitcase: b asking to remove a's entry of it removes nothing of a's.
    const asked = { spuNo: newest.spuNo, dayStart: newest.dayStart };
    expect(ok(await b.post(`${PRODUCT}/view-history/remove`, asked))).toEqual({ removed: 0 });
    expect((await history(a)).total).toBe(3);
    expect(
      ok(await a.post(`${PRODUCT}/view-history/remove`, { spuNo: last.spuNo, dayStart: last.dayStart })),
    ).toEqual({ removed: 1 });
    expect((await history(a)).total).toBe(2);

    expect(ok(await a.post(`${PRODUCT}/view-history/clear`, {}))).toEqual({ removed: 2 });
    expect((await history(a)).total).toBe(0);
    expect((await history(b)).total).toBe(1);
  });

  it('keeps the newest 200: the oldest entries go as new ones come', async () => {
    // 200 older entries over days before b's one entry (setup written directly; the cap is the endpoint's).
    const products = await server.db.query<{ spu_no: string; sku_no: string }>(
      'SELECT DISTINCT ON (spu_no) spu_no, sku_no FROM skus ORDER BY spu_no, sku_no LIMIT 20',
    );
    const today = localDayStart(server.now());
    let n = 0;
    for (let day = 2; n < VIEW_HISTORY_CAP; day++)
      for (const p of products) {
        if (n >= VIEW_HISTORY_CAP) break;
        const dayStart = today - day * 24 * HOUR;
        await server.db.query(
          `INSERT INTO product_views (customer_id, spu_no, day_start, sku_no, viewed_at) VALUES ($1, $2, $3, $4, $5)`,
          [b.id, p.spu_no, dayStart, p.sku_no, dayStart + n],
        );
        n++;
      }
    const oldest = await server.db.query<{ viewed_at: number }>(
      'SELECT viewed_at FROM product_views WHERE customer_id = $1 ORDER BY viewed_at LIMIT 2',
      [b.id],
    );
    // b had one of today already: 201 now; one more view of a new product today trims to 200.
    ok(await b.post(`${PRODUCT}/record-view`, { skuNo: SUITCASE }));
    const kept = await history(b, { pageSize: '50' });
    expect(kept.total).toBe(VIEW_HISTORY_CAP);
    expect(kept.list.slice(0, 2).map((v) => v.skuNo)).toEqual([SUITCASE, PHONE]);
    const times = await server.db.query<{ viewed_at: number }>(
      'SELECT viewed_at FROM product_views WHERE customer_id = $1 AND viewed_at = ANY($2::bigint[])',
      [b.id, oldest.map((r) => r.viewed_at)],
    );
    expect(times).toEqual([]);
  });

  it('answers 0003 without a session', async () => {
    const res = await fetch(`${server.url}${PRODUCT}/view-history`);
    expect(((await res.json()) as { resCode: string }).resCode).toBe('0003');
  });
});
