import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfirmationInfo, confirmationInfoResultSchema } from '../../schemas/api/order';
import { purchaseBaseSchema, purchaseShipmentSchema } from '../../schemas/api/purchase-product';
import { nextBatchAt } from '../../server/domain/purchase-batches';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

let server: TestServer;
let li: Shopper; // C0001, Guangdong
let zhang: Shopper; // C0002, Beijing (default) and Xinjiang
const HAM = { spuNo: 'SPU28006', skuNo: 'SKU2800601' }; // limit 2, Tue/Fri 15:00, not to Xinjiang
const CREAM = { spuNo: 'SPU25002', skuNo: 'SKU2500201' }; // limit 3
const PP = '/api/channel/purchase-product';

beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
  li = shopper(server.url, await login(server.url, 'C0001'));
  zhang = shopper(server.url, await login(server.url, 'C0002'));
});
afterAll(() => server?.stop());

const addressOf = async (customerNo: string, province: string) =>
  (
    await server.db.query<{ id: number }>(
      `SELECT a.id FROM addresses a JOIN customers c ON c.id = a.customer_id
        WHERE c.customer_no = $1 AND a.province = $2`,
      [customerNo, province],
    )
  )[0]?.id ?? 0;

const confirm = async (s: Shopper, skuNo: string, quantity: number): Promise<ConfirmationInfo> =>
  confirmationInfoResultSchema.parse(
    ok(await s.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo, quantity })),
  );
const place = async (s: Shopper, skuNo: string, quantity: number, addressId?: number) => {
  const info = await confirm(s, skuNo, quantity);
  return s.post<{ orderNo: string }>(`${ORDER}/create-order`, {
    confirmToken: info.confirmToken,
    addressId: addressId ?? info.address?.addressId ?? 0,
    couponNo: null,
  });
};

describe('purchase-type products', () => {
  it('base tells the terms, and the caller’s quota when signed in', async () => {
    const anonymous = purchaseBaseSchema.parse(ok(await call(server.url, `${PP}/base?spuNo=${HAM.spuNo}`)));
    expect(anonymous).toMatchObject({
      perCustomerLimit: 2,
      bought: null,
      remaining: null,
      batchWeekdays: [2, 5],
    });
    expect(anonymous.excludedProvinces).toContain('新疆维吾尔自治区');
    const mine = purchaseBaseSchema.parse(ok(await li.get(`${PP}/base`, { spuNo: HAM.spuNo })));
    expect(mine).toMatchObject({ bought: 0, remaining: 2 });
    const ordinary = await call(server.url, `${PP}/base?spuNo=SPU20001`);
    expect(ordinary.status).toBe(404);
  });

  it('shipment-detail names the batch an order joins now and whether the address is served', async () => {
    const detail = purchaseShipmentSchema.parse(
      ok(await zhang.get(`${PP}/shipment-detail`, { skuNo: HAM.skuNo })),
    );
    const batch = new Date(detail.batchAt + 8 * 3_600_000); // China time
    expect([2, 5]).toContain(batch.getUTCDay());
    expect(batch.getUTCHours()).toBe(15);
    expect(detail.batchAt).toBeGreaterThan(Date.now() - 60_000);
    expect(detail.arriveFrom - detail.batchAt).toBe(3 * 86_400_000);
    expect(detail).toMatchObject({ province: '北京市', deliverable: true });
    const xinjiang = await addressOf('C0002', '新疆维吾尔自治区');
    const far = purchaseShipmentSchema.parse(
      ok(await zhang.get(`${PP}/shipment-detail`, { skuNo: HAM.skuNo, addressId: String(xinjiang) })),
    );
    expect(far.deliverable).toBe(false);
    // The first batch day with its cut-off still ahead (the server's clock started before this test ran).
    expect(detail.batchAt).toBe(nextBatchAt(Date.now() - 1, [2, 5], 15));
  });

  it('refuses more than the per-customer limit across orders, and frees it when an order is cancelled', async () => {
    ok(await place(li, HAM.skuNo, 1));
    const second = ok(await place(li, HAM.skuNo, 1));
    const third = await place(li, HAM.skuNo, 1);
    expect(third.status).toBe(409);
    expect(third.body.result).toEqual({ limit: 2, bought: 2 });
    expect(purchaseBaseSchema.parse(ok(await li.get(`${PP}/base`, { spuNo: HAM.spuNo }))).remaining).toBe(0);
    ok(await li.post(`${ORDER}/cancel`, { orderNo: second.orderNo, reason: 'Other' }));
    ok(await place(li, HAM.skuNo, 1));
  });

  it('refuses delivery to a province the partner does not serve', async () => {
    const xinjiang = await addressOf('C0002', '新疆维吾尔自治区');
    const res = await place(zhang, HAM.skuNo, 1, xinjiang);
    expect(res.status).toBe(409);
    expect(res.body.resMsg).toMatch(/新疆|Xinjiang|新疆维吾尔自治区/);
  });

  it('holds the limit when one customer places several orders at once', async () => {
    const infos = await Promise.all(Array.from({ length: 5 }, () => confirm(zhang, CREAM.skuNo, 1)));
    const answers = await Promise.all(
      infos.map((info) =>
        zhang.post(`${ORDER}/create-order`, {
          confirmToken: info.confirmToken,
          addressId: info.address?.addressId ?? 0,
          couponNo: null,
        }),
      ),
    );
    expect(answers.filter((a) => a.body.resCode === '0000')).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
    expect(purchaseBaseSchema.parse(ok(await zhang.get(`${PP}/base`, { spuNo: CREAM.spuNo }))).bought).toBe(
      3,
    );
  });
});
