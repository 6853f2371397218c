import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationInfoResultSchema, createOrderResultSchema } from '../../schemas/api/order';
import { login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

let server: TestServer;
const SKU = 'SKU2400102'; // suitcase 25 inch; stock set to 5 below

beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
});
afterAll(() => server?.stop());

const stock = async () =>
  (await server.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [SKU]))[0]?.stock;

/** Confirms one piece for buy-now and returns what create-order needs. */
async function prepare(s: Shopper) {
  const info = confirmationInfoResultSchema.parse(
    ok(await s.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: SKU, quantity: 1 })),
  );
  return { s, body: { confirmToken: info.confirmToken, addressId: info.address?.addressId } };
}

describe('create-order under concurrency', () => {
  it('20 parallel orders for stock 5 make exactly 5 orders; the rest are told it is out of stock', async () => {
    await server.db.query('UPDATE skus SET stock = 5 WHERE sku_no = $1', [SKU]);
    // Two customers, ten separate confirmations each, all submitted at once with distinct uniqueCodes.
    const li = shopper(server.url, await login(server.url, 'C0001'));
    const zhang = shopper(server.url, await login(server.url, 'C0002'));
    const prepared = [];
    for (let i = 0; i < 10; i++) prepared.push(await prepare(li), await prepare(zhang));

    const answers = await Promise.all(
      prepared.map((p) => p.s.post(`${ORDER}/create-order`, p.body, randomUUID())),
    );

    const created = answers.filter((a) => a.body.resCode === '0000');
    const refused = answers.filter((a) => a.body.resCode !== '0000');
    expect(created).toHaveLength(5);
    expect(new Set(created.map((a) => createOrderResultSchema.parse(a.body.result).orderNo)).size).toBe(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.resMsg).toMatch(/out of stock/);
      expect(r.body.result).toEqual({
        problems: [expect.objectContaining({ skuNo: SKU, reason: 'soldOut', available: 0 })],
      });
    }
    expect(await stock()).toBe(0);
    const [items] = await server.db.query<{ n: number }>(
      'SELECT COALESCE(SUM(quantity), 0)::int AS n FROM order_items WHERE sku_no = $1',
      [SKU],
    );
    expect(items?.n).toBe(5);
  });
});
