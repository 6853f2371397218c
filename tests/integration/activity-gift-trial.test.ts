import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmationInfoResultSchema,
  createOrderResultSchema,
  orderDetailSchema,
} from '../../schemas/api/order';
import { login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

const SUITCASE = 'SKU2400101'; // 159900: the gift activity's SKU
const DUVET = 'SKU2400302'; // its gift
const SERUM = 'SKU2500102'; // 131000: the trial activity's SKU, 9900 on trial, 1 per customer

/** Activity types 3 (gift) and 5 (trial) do what they say, not only label the SKU. */
describe('gift and trial activities', () => {
  let server: TestServer;
  let li: Shopper;
  beforeAll(async () => {
    server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
    li = shopper(server.url, await login(server.url, 'C0001'));
    await server.db.query('UPDATE skus SET activity_type = 3, stock = 50 WHERE sku_no = $1', [SUITCASE]);
    await server.db.query('UPDATE skus SET stock = 3 WHERE sku_no = $1', [DUVET]);
    await server.db.query('UPDATE skus SET activity_type = 5, stock = 50 WHERE sku_no = $1', [SERUM]);
    await server.db.query(
      'INSERT INTO sku_activity_terms (sku_no, gift_sku_no, gift_quantity) VALUES ($1, $2, 1)',
      [SUITCASE, DUVET],
    );
    await server.db.query(
      'INSERT INTO sku_activity_terms (sku_no, trial_price_cents, trial_limit) VALUES ($1, 9900, 1)',
      [SERUM],
    );
  });
  afterAll(() => server?.stop());

  const stock = async (skuNo: string) =>
    (await server.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [skuNo]))[0]?.stock;

  async function confirm(skuNo: string, quantity: number) {
    return confirmationInfoResultSchema.parse(
      ok(await li.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo, quantity })),
    );
  }
  const orderBody = (info: Awaited<ReturnType<typeof confirm>>) => ({
    confirmToken: info.confirmToken,
    addressId: info.address?.addressId ?? 0,
    couponNo: null,
  });

  it('a gift activity adds its gift line at no price, from the gift’s stock, and changes no amount', async () => {
    const info = await confirm(SUITCASE, 2);
    const placed = createOrderResultSchema.parse(ok(await li.post(`${ORDER}/create-order`, orderBody(info))));
    const detail = orderDetailSchema.parse(
      ok(await li.get(`${ORDER}/order-detail-v2`, { orderNo: placed.orderNo })),
    );
    const lines = detail.stores.flatMap((s) => s.items).map((i) => [i.skuNo, i.priceCents, i.quantity]);
    expect(lines).toEqual([
      [SUITCASE, 159900, 2],
      [DUVET, 0, 2],
    ]);
    expect(detail.amounts.goodsCents).toBe(2 * 159900);
    expect(await stock(DUVET)).toBe(1);

    // Only one gift left: the next order of two comes without it, and is not refused for that.
    const again = createOrderResultSchema.parse(
      ok(await li.post(`${ORDER}/create-order`, orderBody(await confirm(SUITCASE, 2)))),
    );
    const second = orderDetailSchema.parse(
      ok(await li.get(`${ORDER}/order-detail-v2`, { orderNo: again.orderNo })),
    );
    expect(second.stores.flatMap((s) => s.items).map((i) => i.skuNo)).toEqual([SUITCASE]);
    expect(await stock(DUVET)).toBe(1);
  });

  it('a trial activity sells at the trial price, once per customer even when two orders arrive together', async () => {
    const info = await confirm(SERUM, 1);
    expect(info.items[0]?.priceCents).toBe(9900);
    const before = await stock(SERUM);
    // Two confirmations, submitted at the same moment: the limit of 1 lets exactly one through.
    const second = await confirm(SERUM, 1);
    const answers = await Promise.all([
      li.post(`${ORDER}/create-order`, orderBody(info)),
      li.post(`${ORDER}/create-order`, orderBody(second)),
    ]);
    const placed = answers.filter((a) => a.body.resCode === '0000');
    const refused = answers.filter((a) => a.body.resCode !== '0000');
    expect(placed).toHaveLength(1);
    expect(refused.map((a) => [a.status, a.body.result])).toEqual([[409, { limit: 1, bought: 1 }]]);
    const order = createOrderResultSchema.parse(placed[0]?.body.result);
    const detail = orderDetailSchema.parse(
      ok(await li.get(`${ORDER}/order-detail-v2`, { orderNo: order.orderNo })),
    );
    expect(detail.stores.flatMap((s) => s.items).map((i) => [i.skuNo, i.priceCents])).toEqual([
      [SERUM, 9900],
    ]);
    expect(detail.amounts.goodsCents).toBe(9900);
    expect(await stock(SERUM)).toBe((before ?? 0) - 1);

    // Over the limit in one order is refused too.
    const two = await li.post(`${ORDER}/create-order`, orderBody(await confirm(SERUM, 2)));
    expect(two.status).toBe(409);
  });
});
