import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { confirmationInfoResultSchema, createOrderResultSchema } from '../../schemas/api/order';
import { login, startTestServer, type TestServer, testDbKind } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

/**
 * The product base answers from memory, yet a shopper never sees a stale stock or price.
 * What a caller notices: the stock after a purchase and after a cancel on the very next read, a price
 * changed by any writer, 304 for the tag it holds until then and 200 with a new tag after.
 */
let server: TestServer;
let li: Shopper;

const SKU = 'SKU2300101';
const SPU_PATH = (variant: 'base' | 'base-v1') => `/api/channel/product/${variant}?skuNo=${SKU}`;
type Base = {
  stock: number;
  skus?: { skuNo: string; stock: number; salePriceCents: number }[];
};

beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
  li = shopper(server.url, await login(server.url, 'C0001'));
});
afterAll(() => server?.stop());

let t = 0;
/** A read the app's way (fresh t=) with an optional tag; the status, tag and body. */
async function read(variant: 'base' | 'base-v1', etag?: string) {
  t += 1;
  const res = await fetch(`${server.url}${SPU_PATH(variant)}&t=${t}`, {
    headers: etag ? { 'if-none-match': etag } : {},
  });
  const text = await res.text();
  return {
    status: res.status,
    etag: res.headers.get('etag') ?? '',
    result: text ? (JSON.parse(text) as Envelope<Base>).result : undefined,
  };
}

async function place(quantity: number, who: Shopper = li) {
  const info = confirmationInfoResultSchema.parse(
    ok(await who.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: SKU, quantity })),
  );
  return createOrderResultSchema.parse(
    ok(
      await who.post(`${ORDER}/create-order`, {
        confirmToken: info.confirmToken,
        addressId: info.address?.addressId ?? 0,
        couponNo: null,
      }),
    ),
  );
}

describe('product base from memory, never stale', () => {
  it('shows a purchase and a cancel on the next read; the old tag gets 304 before and 200 after', async () => {
    const first = await read('base');
    const fast = await read('base-v1');
    expect(first.status).toBe(200);
    const stock = first.result?.stock ?? 0;
    expect(stock).toBeGreaterThan(1);
    expect(fast.result?.stock).toBe(stock);
    // Unchanged: the tag still holds, for both variants.
    expect((await read('base', first.etag)).status).toBe(304);
    expect((await read('base-v1', fast.etag)).status).toBe(304);

    const order = await place(1);
    const after = await read('base', first.etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    expect(after.result?.stock).toBe(stock - 1);
    expect(after.result?.skus?.find((s) => s.skuNo === SKU)?.stock).toBe(stock - 1);
    const fastAfter = await read('base-v1', fast.etag);
    expect(fastAfter.status).toBe(200);
    expect(fastAfter.result?.stock).toBe(stock - 1);
    expect((await read('base', after.etag)).status).toBe(304);

    ok(await li.post(`${ORDER}/cancel`, { orderNo: order.orderNo, reason: 'No longer needed' }));
    const back = await read('base', after.etag);
    expect(back.status).toBe(200);
    expect(back.result?.stock).toBe(stock);
    expect((await read('base-v1')).result?.stock).toBe(stock);
  });

  it('shows a price changed by any writer, even one that does not touch the stock version', async () => {
    const before = await read('base');
    const priceRead = async (path: 'price' | 'price-v1', etag?: string) => {
      t += 1;
      const res = await fetch(`${server.url}/api/channel/product/${path}?skuNo=${SKU}&t=${t}`, {
        headers: etag ? { 'if-none-match': etag } : {},
      });
      const text = await res.text();
      const result = text ? (JSON.parse(text) as Envelope<{ salePriceCents: number }>).result : undefined;
      return { status: res.status, etag: res.headers.get('etag') ?? '', cents: result?.salePriceCents };
    };
    const priceBefore = await priceRead('price');
    expect((await priceRead('price-v1', priceBefore.etag)).status).toBe(304);
    const priceOf = (r: { result?: Base }) => r.result?.skus?.find((s) => s.skuNo === SKU)?.salePriceCents;
    const price = priceOf(before) ?? 0;
    expect(price).toBeGreaterThan(0);
    await server.db.query('UPDATE skus SET sale_price_cents = sale_price_cents + 100 WHERE sku_no = $1', [
      SKU,
    ]);
    const after = await read('base', before.etag);
    expect(after.status).toBe(200);
    expect(priceOf(after)).toBe(price + 100);
    const priceAfter = await priceRead('price', priceBefore.etag);
    expect(priceAfter).toMatchObject({ status: 200, cents: (priceBefore.cents ?? 0) + 100 });
    expect(priceBefore.cents).toBe(price);
    expect((await priceRead('price-v1', priceAfter.etag)).status).toBe(304);
  });

  it('shows every purchase of a burst of concurrent buyers and reads', async () => {
    const start = (await read('base')).result?.stock ?? 0;
    // Two customers with an address each (C0001 and C0002 in the seed).
    const buyers = [li, shopper(server.url, await login(server.url, 'C0002'))];
    const buy = async (s: Shopper) => {
      const info = confirmationInfoResultSchema.parse(
        ok(await s.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: SKU, quantity: 1 })),
      );
      return s.post(`${ORDER}/create-order`, {
        confirmToken: info.confirmToken,
        addressId: info.address?.addressId ?? 0,
        couponNo: null,
      });
    };
    // Reads racing the purchases may see either stock; the read after them all must see both.
    const results = await Promise.all([
      ...buyers.map(buy),
      ...Array.from({ length: 6 }, () => read('base')),
      ...Array.from({ length: 6 }, () => read('base-v1')),
    ]);
    const bought = results
      .slice(0, buyers.length)
      .filter((r) => 'body' in r && r.body.resCode === '0000').length;
    expect(bought).toBe(buyers.length);
    expect((await read('base')).result?.stock).toBe(start - bought);
    expect((await read('base-v1')).result?.stock).toBe(start - bought);
  });

  // Several server processes on one PostgreSQL each keep their own entries; a sale made through
  // another one moves no counter here, and the stock stamp read on every request still shows it.
  it.skipIf(testDbKind !== 'postgres')(
    'shows a sale made by another server on the same database',
    async () => {
      const other = await startTestServer({ dataDir: server.dataDir, shopping: { sweepIntervalMs: 0 } });
      try {
        const before = await read('base');
        const fast = await read('base-v1');
        expect((await read('base', before.etag)).status).toBe(304);
        await place(1, shopper(other.url, await login(other.url, 'C0002')));
        const after = await read('base', before.etag);
        expect(after.status).toBe(200);
        expect(after.result?.stock).toBe((before.result?.stock ?? 0) - 1);
        expect((await read('base-v1', fast.etag)).result?.stock).toBe((before.result?.stock ?? 0) - 1);
      } finally {
        await other.stop();
      }
    },
  );
});
