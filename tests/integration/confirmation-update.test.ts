import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ConfirmationInfo, confirmationInfoResultSchema } from '../../schemas/api/order';
import { configureClient, resetClient } from '../../src/api/client';
import { updateConfirmationQuantity } from '../../src/api/confirmation-update';
import { login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

/**
 * POST /api/order/confirmation-update (spec §7), called through the mall's own client as the confirm
 * page does: the new quantity is priced, kept for create-order, and judged like a cart quantity.
 */
let server: TestServer;
let liCode: string;
let li: Shopper;
let zhang: Shopper;
const SUITCASE = 'SKU2400101'; // 159900
const SERUM = 'SKU2500102'; // 131000

beforeAll(async () => {
  server = await startTestServer();
  liCode = await login(server.url, 'C0001');
  li = shopper(server.url, liCode);
  zhang = shopper(server.url, await login(server.url, 'C0002'));
});
afterAll(() => server?.stop());
afterEach(() => resetClient());

const asShopper = (userCode: string) => configureClient({ baseUrl: server.url, getUserCode: () => userCode });

async function buyNow(s: Shopper, skuNo: string, quantity = 1): Promise<ConfirmationInfo> {
  return confirmationInfoResultSchema.parse(
    ok(await s.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo, quantity })),
  );
}

const stockOf = async (skuNo: string) =>
  (await server.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [skuNo]))[0]?.stock ??
  0;

describe('confirmation-update', () => {
  it('prices the new quantity, and the order buys it', async () => {
    const info = await buyNow(li, SUITCASE, 1);
    asShopper(liCode);
    const updated = await updateConfirmationQuantity(info.confirmToken, SUITCASE, 2);
    expect(updated.confirmToken).toBe(info.confirmToken);
    expect(updated.items.map((i) => [i.skuNo, i.quantity, i.goodsCents])).toEqual([
      [SUITCASE, 2, 2 * 159900],
    ]);
    expect(updated.amounts.goodsCents).toBe(2 * 159900);

    // A reload of the confirm page reads the same confirmation with the new quantity.
    const reread = confirmationInfoResultSchema.parse(
      ok(await li.post(`${ORDER}/confirmation-info`, { confirmToken: info.confirmToken })),
    );
    expect(reread.items[0]?.quantity).toBe(2);

    const before = await stockOf(SUITCASE);
    const addressId = updated.address?.addressId ?? 0;
    const order = ok<{ orderNo: string }>(
      await li.post(`${ORDER}/create-order`, { confirmToken: info.confirmToken, addressId, couponNo: null }),
    );
    expect(order.orderNo).toBeTruthy();
    expect(await stockOf(SUITCASE)).toBe(before - 2);
  });

  it('refuses more than the stock and keeps the old quantity', async () => {
    const info = await buyNow(li, SERUM, 1);
    asShopper(liCode);
    const stock = await stockOf(SERUM);
    const refused = await updateConfirmationQuantity(
      info.confirmToken,
      SERUM,
      Math.min(999, stock + 1),
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409 });
    const reread = confirmationInfoResultSchema.parse(
      ok(await li.post(`${ORDER}/confirmation-info`, { confirmToken: info.confirmToken })),
    );
    expect(reread.items[0]?.quantity).toBe(1);
  });

  it("refuses an item that is not in the confirmation, and another customer's confirmation is not found", async () => {
    const info = await buyNow(li, SUITCASE, 1);
    const notInIt = await li.post(`${ORDER}/confirmation-update`, {
      confirmToken: info.confirmToken,
      skuNo: SERUM,
      quantity: 1,
    });
    expect(notInIt.status).toBe(404);
    const other = await zhang.post(`${ORDER}/confirmation-update`, {
      confirmToken: info.confirmToken,
      skuNo: SUITCASE,
      quantity: 2,
    });
    expect(other.status).toBe(404);
    const anonymous = await fetch(`${server.url}${ORDER}/confirmation-update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmToken: info.confirmToken, skuNo: SUITCASE, quantity: 2 }),
    });
    expect(((await anonymous.json()) as { resCode: string }).resCode).toBe('0003');
  });

  it('refuses a quantity out of bounds at the boundary', async () => {
    const info = await buyNow(li, SUITCASE, 1);
    for (const quantity of [0, -1, 1000, 2 ** 31, 1.5]) {
      const res = await li.post(`${ORDER}/confirmation-update`, {
        confirmToken: info.confirmToken,
        skuNo: SUITCASE,
        quantity,
      });
      expect(res.status).toBe(400);
    }
  });
});
