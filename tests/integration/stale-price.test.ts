import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmationInfoResultSchema,
  createOrderResultSchema,
  priceChangedSchema,
} from '../../schemas/api/order';
import { refusalMessages } from '../../server/i18n/refusals';
import { login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

const SUITCASE = 'SKU2400101'; // 159900, store ST1004

/** A price that changed between the confirmation page and submit is shown before it is charged. */
describe('create-order with the payable the shopper saw', () => {
  let server: TestServer;
  let li: Shopper;
  beforeAll(async () => {
    server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
    li = shopper(server.url, await login(server.url, 'C0001'));
  });
  afterAll(() => server?.stop());

  const stock = async () =>
    (await server.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [SUITCASE]))[0]
      ?.stock;
  const orders = async () =>
    (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]?.n;

  it('refuses with both amounts and takes nothing when the price rose since confirmation; the new payable then orders', async () => {
    const info = confirmationInfoResultSchema.parse(
      ok(await li.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: SUITCASE, quantity: 1 })),
    );
    const seen = info.amounts.payableCents;
    await server.db.query('UPDATE skus SET sale_price_cents = sale_price_cents + 1000 WHERE sku_no = $1', [
      SUITCASE,
    ]);
    const [stockBefore, ordersBefore] = [await stock(), await orders()];
    const body = {
      confirmToken: info.confirmToken,
      addressId: info.address?.addressId ?? 0,
      couponNo: info.couponNo ?? null,
      expectedPayableCents: seen,
    };
    const refused = await li.post(`${ORDER}/create-order`, body);
    expect(refused.status).toBe(409);
    expect(priceChangedSchema.parse(refused.body.result)).toEqual({
      reason: 'priceChanged',
      expectedPayableCents: seen,
      payableCents: seen + 1000,
    });
    expect(refused.body.resMsg).toBe(refusalMessages.en.priceChanged);
    expect([await stock(), await orders()]).toEqual([stockBefore, ordersBefore]);

    // The reloaded page shows the new amount; submitting that one places the order at it.
    const placed = createOrderResultSchema.parse(
      ok(await li.post(`${ORDER}/create-order`, { ...body, expectedPayableCents: seen + 1000 })),
    );
    expect(placed.payableCents).toBe(seen + 1000);
  });
});
