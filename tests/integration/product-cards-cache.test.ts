import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationInfoResultSchema, createOrderResultSchema } from '../../schemas/api/order';
import { StockState } from '../../schemas/api/product';
import { type ProductCard, productCardsResultSchema } from '../../schemas/api/productCard';
import { call, login, startTestServer, type TestServer, testDbKind } from './helpers';
import { ORDER, ok, payAtCashier, type Shopper, shopper } from './shopping-helpers';

/**
 * The product cards of booth pages (get-mbank-product-info-v1) come from memory while the
 * catalogue is unchanged, yet a shopper never sees a stale card. What a caller notices: a purchase's
 * sold-out state and a price change on the very next read, for a row of named SKUs and for a category
 * row alike, and a flash sale opening between two reads with nothing written.
 */
let server: TestServer;
let li: Shopper;

const SKU = 'SKU2300101';
const CATEGORY = '23';
// A flash sale the seed starts two hours after its time and ends a day later.
const FLASH = 'SKU2200401';

beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
  li = shopper(server.url, await login(server.url, 'C0001'));
});
afterAll(() => server?.stop());

/** A booth page's batch: one row naming the SKU, one listing its category. */
async function read(base = server.url) {
  const res = await call<Record<string, ProductCard[]>>(base, '/api/channel/get-mbank-product-info-v1', {
    json: {
      rows: [
        { key: 'named', skuNos: [SKU, FLASH] },
        { key: 'listed', query: { categoryCode: CATEGORY, pageSize: 50 } },
      ],
    },
  });
  expect(res.body.resCode, res.body.resMsg).toBe('0000');
  const result = productCardsResultSchema.parse(res.body.result);
  const card = (key: string, skuNo: string) => result[key]?.find((c) => c.skuNo === skuNo);
  return { named: card('named', SKU), listed: card('listed', SKU), flash: card('named', FLASH) };
}

async function buy(quantity: number, who: Shopper = li, base = server.url) {
  const info = confirmationInfoResultSchema.parse(
    ok(await who.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: SKU, quantity })),
  );
  const order = createOrderResultSchema.parse(
    ok(
      await who.post(`${ORDER}/create-order`, {
        confirmToken: info.confirmToken,
        addressId: info.address?.addressId ?? 0,
        couponNo: null,
      }),
    ),
  );
  expect(await payAtCashier(base, who, order.orderNo)).toContain('payStatus=success');
  return order;
}

describe('product cards from memory, never stale', () => {
  it('shows a purchase of the last piece as sold out on the next read', async () => {
    await server.db.query('UPDATE skus SET stock = 1 WHERE sku_no = $1', [SKU]);
    const before = await read();
    expect(before.named?.stockState).toBe(StockState.inStock);
    expect(before.listed?.stockState).toBe(StockState.inStock);
    // Unchanged: a second read is the same.
    expect(await read()).toEqual(before);

    await buy(1);
    const after = await read();
    expect(after.named?.stockState).toBe(StockState.soldOut);
    expect(after.listed?.stockState).toBe(StockState.soldOut);
  });

  it('shows a price changed by any writer on the next read', async () => {
    const before = await read();
    const cents = before.named?.salePriceCents ?? 0;
    expect(cents).toBeGreaterThan(0);
    expect(before.listed?.salePriceCents).toBe(cents);
    await server.db.query('UPDATE skus SET sale_price_cents = sale_price_cents + 100 WHERE sku_no = $1', [
      SKU,
    ]);
    const after = await read();
    expect(after.named?.salePriceCents).toBe(cents + 100);
    expect(after.listed?.salePriceCents).toBe(cents + 100);
  });

  it('opens a flash sale between two reads with nothing written', async () => {
    const before = await read();
    expect(before.flash?.stockState).toBe(StockState.notStarted);
    expect((await read()).flash?.stockState).toBe(StockState.notStarted);
    // Past its start (two hours after the seed's time), well before its end a day later.
    server.advance(3 * 60 * 60 * 1000);
    expect((await read()).flash?.stockState).toBe(StockState.inStock);
  });

  // Several server processes on one PostgreSQL each keep their own entries; a sale made through
  // another one moves no counter here, and the stock stamp read on every request still shows it.
  it.skipIf(testDbKind !== 'postgres')(
    'shows a sale made by another server on the same database',
    async () => {
      const other = await startTestServer({ dataDir: server.dataDir, shopping: { sweepIntervalMs: 0 } });
      try {
        await server.db.query('UPDATE skus SET stock = 1 WHERE sku_no = $1', [SKU]);
        const before = await read();
        expect(before.named?.stockState).toBe(StockState.inStock);
        expect(before.listed?.stockState).toBe(StockState.inStock);
        await buy(1, shopper(other.url, await login(other.url, 'C0002')), other.url);
        const after = await read();
        expect(after.named?.stockState).toBe(StockState.soldOut);
        expect(after.listed?.stockState).toBe(StockState.soldOut);
      } finally {
        await other.stop();
      }
    },
  );
});
