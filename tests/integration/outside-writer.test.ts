import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { confirmationInfoResultSchema } from '../../schemas/api/order';
import { login, startTestServer, type TestServer, testDbKind } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

/**
 * A price written to PostgreSQL by anyone (an operator's SQL, a batch job, another
 * process), without the server's own bookkeeping, shows on the product page at once and is the price
 * checkout charges (before: ¥4,299.00 shown, ¥4,300.00 charged). Only PostgreSQL has writers outside the
 * process; PGlite is one process's own.
 */
const SKU = 'SKU2300101';
let server: TestServer;
let li: Shopper;
let outside: pg.Client;

describe.skipIf(testDbKind !== 'postgres')('a writer outside the server', () => {
  beforeAll(async () => {
    server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
    li = shopper(server.url, await login(server.url, 'C0001'));
    outside = new pg.Client({ connectionString: server.databaseUrl });
    await outside.connect();
  });
  afterAll(async () => {
    await outside?.end();
    await server?.stop();
  });

  let t = 0;
  const base = async () => {
    t += 1;
    const res = await fetch(`${server.url}/api/channel/product/base?skuNo=${SKU}&t=${t}`);
    const body = (await res.json()) as Envelope<{
      name?: string;
      spuNo?: string;
      storeNo?: string;
      storeName?: string;
      categoryCode?: number;
      scCode?: string;
      skus?: { skuNo: string; salePriceCents: number }[];
    }>;
    return body.result;
  };
  const shownPrice = async () => (await base())?.skus?.find((s) => s.skuNo === SKU)?.salePriceCents;
  const chargedPrice = async () => {
    const info = confirmationInfoResultSchema.parse(
      ok(await li.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: SKU, quantity: 1 })),
    );
    return info.items.find((i) => i.skuNo === SKU)?.priceCents;
  };

  it('shows a price changed by plain SQL, and charges the price it shows', async () => {
    const before = await shownPrice();
    expect(before).toBeGreaterThan(0);
    expect(await chargedPrice()).toBe(before);
    // Read twice so the product page's answer is in the server's memory before the outside write.
    expect(await shownPrice()).toBe(before);

    await outside.query('UPDATE skus SET sale_price_cents = sale_price_cents + 100 WHERE sku_no = $1', [SKU]);
    expect(await shownPrice()).toBe((before ?? 0) + 100);
    expect(await chargedPrice()).toBe((before ?? 0) + 100);
  });

  it('shows a product renamed by plain SQL', async () => {
    const before = await base();
    expect(before?.name).toBeTruthy();
    await outside.query("UPDATE products SET name = name || '（新款）' WHERE spu_no = $1", [before?.spuNo]);
    expect((await base())?.name).toBe(`${before?.name}（新款）`);
  });

  it('shows a store renamed by plain SQL on its products', async () => {
    const before = await base();
    expect(before?.storeName).toBeTruthy();
    // Read again so the renamed store's product is in the server's memory before the outside write.
    expect((await base())?.storeName).toBe(before?.storeName);
    await outside.query("UPDATE stores SET name = name || '（旗舰）' WHERE store_no = $1", [before?.storeNo]);
    expect((await base())?.storeName).toBe(`${before?.storeName}（旗舰）`);
  });

  it('shows a category recoded by plain SQL on its products', async () => {
    const before = await base();
    expect(before?.scCode).toBeTruthy();
    expect((await base())?.scCode).toBe(before?.scCode);
    await outside.query("UPDATE categories SET sc_code = sc_code || 'X' WHERE code = $1", [
      before?.categoryCode,
    ]);
    expect((await base())?.scCode).toBe(`${before?.scCode}X`);
  });
});
