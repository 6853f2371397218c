import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSpeedResultSchema, productValidateResultSchema } from '../../schemas/api/product-speed';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, shopper } from './shopping-helpers';

const M = '/api/marketing';
const MIN = 60_000;
let server: TestServer;
let spuNo: string;
/** Close to the server's (frozen, movable) clock: it was read as the server started, just before this. */
let base: number;

beforeAll(async () => {
  server = await startTestServer();
  base = Date.now();
  const [row] = await server.db.query<{ spu_no: string }>(
    "SELECT spu_no FROM skus WHERE sku_no = 'SKU2000101'",
  );
  spuNo = row?.spu_no ?? '';
});
afterAll(() => server?.stop());

/** A SKU of the test's own under a seeded product. */
async function sku(
  skuNo: string,
  o: {
    stock?: number;
    status?: number;
    activity?: number | null;
    start?: number | null;
    end?: number | null;
  },
) {
  await server.db.query(
    `INSERT INTO skus (sku_no, spu_no, spec_name, sale_price_cents, market_price_cents, stock, status,
       activity_type, price_label, sale_start_at, sale_end_at, image_url, sort, created_at, updated_at)
     VALUES ($1, $2, $1, 100, 200, $3, $4, $5, NULL, $6, $7, '', 99, $8, $8)`,
    [skuNo, spuNo, o.stock ?? 50, o.status ?? 1, o.activity ?? null, o.start ?? null, o.end ?? null, base],
  );
}

const speed = async (skuNo: string) =>
  productSpeedResultSchema.parse(
    ok(await call(server.url, `${M}/product/speed?spuNo=${spuNo}&skuNo=${skuNo}`)),
  ).speedFlag;

const validate = (json: unknown, lang = 'en') =>
  call(server.url, `${M}/product-detail/validate`, { json, headers: { 'accept-language': lang } });

const verdict = async (skuNo: string, quantity: number, lang = 'en') =>
  productValidateResultSchema.parse(ok(await validate({ spuNo, skuNo, quantity }, lang)));

describe('product-detail/validate', () => {
  it('says yes to what can be bought, and the first reason otherwise, with what is left', async () => {
    await sku('TSV-OK', { stock: 3 });
    await sku('TSV-OFF', { status: 0 });
    await sku('TSV-SOLD', { stock: 0 });
    await sku('TSV-LATER', { activity: 1, start: base + 30 * MIN, end: base + 90 * MIN });
    await sku('TSV-FLASH', { activity: 1, stock: 100, start: base - MIN, end: base + 60 * MIN });

    expect(await verdict('TSV-OK', 3)).toMatchObject({
      valid: true,
      reason: null,
      message: null,
      available: 3,
    });
    expect(await verdict('TSV-OK', 4)).toMatchObject({
      valid: false,
      reason: 'overStock',
      stock: 3,
      message: 'Not enough stock: only 3 left',
    });
    expect(await verdict('TSV-OFF', 1)).toMatchObject({ valid: false, reason: 'offShelf', available: 0 });
    expect(await verdict('TSV-SOLD', 1)).toMatchObject({
      valid: false,
      reason: 'soldOut',
      message: 'Sold out',
    });
    const later = await verdict('TSV-LATER', 1);
    expect(later).toMatchObject({ valid: false, reason: 'notStarted', saleStartAt: base + 30 * MIN });
    expect(later.message).toMatch(/^Not on sale yet: the sale starts \d\d-\d\d \d\d:\d\d/);
    // A flash sale rations 5 per order, whatever the stock.
    expect(await verdict('TSV-FLASH', 5)).toMatchObject({ valid: true, purchaseLimit: 5 });
    expect(await verdict('TSV-FLASH', 6)).toMatchObject({
      valid: false,
      reason: 'overLimit',
      purchaseLimit: 5,
      message: 'At most 5 per order',
    });
    // Chinese first: without a language the reason is in Chinese.
    expect((await verdict('TSV-LATER', 1, 'zh-CN')).message).toMatch(
      /^商品尚未开售，\d\d-\d\d \d\d:\d\d 开抢$/,
    );
  });

  it('agrees with confirmation-info: what it passes the checkout takes, what it refuses the checkout refuses', async () => {
    const zhang = shopper(server.url, await login(server.url, 'C0002'));
    const buyNow = (skuNo: string, quantity: number) =>
      zhang.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo, quantity });
    for (const [skuNo, quantity] of [
      ['TSV-FLASH', 5],
      ['TSV-FLASH', 6],
      ['TSV-OK', 4],
      ['TSV-LATER', 1],
    ] as const) {
      const v = await verdict(skuNo, quantity);
      const checkout = await buyNow(skuNo, quantity);
      expect(checkout.status === 200, `${skuNo} x${quantity}`).toBe(v.valid);
      if (!v.valid) {
        const { problems } = checkout.body.result as { problems: { reason: string }[] };
        expect(problems[0]?.reason).toBe(v.reason);
      }
    }
  });

  it('refuses an unknown product, a SKU of another product, and out-of-bounds input', async () => {
    const unknown = await validate({ spuNo, skuNo: 'NOPE404', quantity: 1 });
    expect(unknown.status).toBe(404);
    const otherSpu = await validate({ spuNo: 'SPU-NOT-IT', skuNo: 'TSV-OK', quantity: 1 });
    expect(otherSpu.status).toBe(404);
    for (const quantity of [0, 1000, 1.5, '1', -1, null]) {
      expect((await validate({ spuNo, skuNo: 'TSV-OK', quantity })).status).toBe(400);
    }
    expect((await validate({ spuNo, skuNo: 'TSV OK;', quantity: 1 })).status).toBe(400);
    expect((await validate({ spuNo, skuNo: 'X'.repeat(65), quantity: 1 })).status).toBe(400);
    expect((await validate({ skuNo: 'TSV-OK', quantity: 1 })).status).toBe(400);
  });
});

describe('product/speed', () => {
  it("flips to '1' as the clock enters ten minutes before a flash sale, and back after it ends", async () => {
    await sku('TSV-SPIKE', { activity: 1, start: base + 30 * MIN, end: base + 90 * MIN });
    await sku('TSV-PLAIN', {});
    expect(await speed('TSV-SPIKE')).toBe('0');
    expect(await speed('TSV-PLAIN')).toBe('0');
    server.advance(19 * MIN);
    expect(await speed('TSV-SPIKE')).toBe('0');
    server.advance(2 * MIN); // 9 minutes before the start: the crowd is arriving
    expect(await speed('TSV-SPIKE')).toBe('1');
    server.advance(20 * MIN); // live
    expect(await speed('TSV-SPIKE')).toBe('1');
    expect(await speed('TSV-PLAIN')).toBe('0');
    server.advance(60 * MIN); // ended
    expect(await speed('TSV-SPIKE')).toBe('0');
  });

  it('refuses an unknown product and out-of-bounds queries', async () => {
    expect((await call(server.url, `${M}/product/speed?spuNo=${spuNo}&skuNo=NOPE404`)).status).toBe(404);
    expect((await call(server.url, `${M}/product/speed?spuNo=X&skuNo=TSV-PLAIN`)).status).toBe(404);
    expect((await call(server.url, `${M}/product/speed?skuNo=TSV-PLAIN`)).status).toBe(400);
    expect((await call(server.url, `${M}/product/speed?spuNo=${spuNo}&skuNo=${'Y'.repeat(65)}`)).status).toBe(
      400,
    );
    expect((await call(server.url, `${M}/product/speed?spuNo=${spuNo}&skuNo=a%20b`)).status).toBe(400);
  });
});
