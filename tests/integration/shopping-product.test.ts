import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressListSchema } from '../../schemas/api/address';
import { confirmationInfoResultSchema, recalculateResultSchema } from '../../schemas/api/order';
import { productBaseFastSchema, productBaseSchema } from '../../schemas/api/product';
import { shipmentDetailSchema } from '../../schemas/api/shipment';
import { call, login, startTestServer, type TestServer } from './helpers';
import { CART, ORDER, ok, type Shopper, shopper } from './shopping-helpers';

const PHONE = 'SKU2000101'; // ST1001 ships from Shenzhen, 5999.00
const SWITCH = 'SKU2200701'; // limited purchase (2 per order), stock 10
const FLASH = 'SKU2000301'; // flash sale (5 per order)
const WATCH = 'SKU2600401'; // LX2003, a luxury house

let server: TestServer;
let zhang: Shopper; // C0002: default Beijing, another in Xinjiang
let li: Shopper;

beforeAll(async () => {
  server = await startTestServer();
  zhang = shopper(server.url, await login(server.url, 'C0002'));
  li = shopper(server.url, await login(server.url, 'C0001'));
});
afterAll(() => server?.stop());

const shipment = async (
  s: Shopper | null,
  query: Record<string, string>,
  path = 'product-shipment-detail',
) => {
  const res = s
    ? await s.get(`/api/channel/${path}`, query)
    : await call(server.url, `/api/channel/${path}?${new URLSearchParams(query).toString()}`);
  return shipmentDetailSchema.parse(ok(res));
};

describe('purchase limit and stock in the product base answer', () => {
  it('names the per-order limit the cart enforces, and every SKU its stock', async () => {
    const base = productBaseSchema.parse(
      ok(await call(server.url, `/api/channel/product/base?skuNo=${SWITCH}`)),
    );
    expect(base.purchaseLimit).toBe(2);
    expect(base.skus).toEqual([expect.objectContaining({ skuNo: SWITCH, stock: 10, purchaseLimit: 2 })]);
    const fast = productBaseFastSchema.parse(
      ok(await call(server.url, `/api/channel/product/base-v1?skuNo=${FLASH}`)),
    );
    expect(fast.purchaseLimit).toBe(5);
    const phone = productBaseSchema.parse(
      ok(await call(server.url, `/api/channel/product/base?skuNo=${PHONE}`)),
    );
    expect(phone.purchaseLimit).toBe(99);
    // SKU2000102 has 80 on the shelf less the 2 the seeded qualification draw QL2001 holds for its winners.
    expect(phone.skus.map((s) => s.stock)).toEqual([120, 78, 0]);

    // The same number the cart answers with when refusing more.
    const refused = await li.post(`${CART}/add-v2`, { skuNo: SWITCH, quantity: base.purchaseLimit + 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.result).toMatchObject({ maxQuantity: base.purchaseLimit });
  });
});

describe('product-shipment-detail', () => {
  it('gives anybody a generic estimate and the store warehouse', async () => {
    const d = await shipment(null, { skuNo: PHONE });
    expect(d.shipFrom).toMatchObject({ storeNo: 'ST1001', city: '深圳市' });
    expect(d.destination).toMatchObject({ source: 'generic', label: 'Mainland China', remote: false });
    expect(d.freightCents).toBe(0);
    expect(d.estimatedDelivery.maxDays).toBeGreaterThan(d.estimatedDelivery.minDays);
    expect(d.estimatedDelivery.from <= d.estimatedDelivery.to).toBe(true);
    expect(d.deliveryNote).toMatch(/address/);
    // The fast variant answers the same.
    expect(await shipment(null, { skuNo: PHONE }, 'product-shipment-detail-v1')).toEqual(d);
  });

  it('uses the default address of a logged-in customer; a remote one is slower and costs the surcharge', async () => {
    const home = await shipment(zhang, { skuNo: PHONE });
    expect(home.destination).toMatchObject({ source: 'default', province: '北京市', remote: false });
    expect(home.freightCents).toBe(0);

    const addresses = addressListSchema.parse(ok(await zhang.get(`${ORDER}/address/list`)));
    const xinjiang = addresses.find((a) => a.province === '新疆维吾尔自治区');
    expect(xinjiang).toBeDefined();
    const addressId = String(xinjiang?.addressId);
    const remote = await shipment(zhang, { skuNo: PHONE, addressId }, 'product-shipment-detail-v1');
    expect(remote.destination).toMatchObject({
      source: 'address',
      province: '新疆维吾尔自治区',
      remote: true,
    });
    expect(remote.estimatedDelivery.minDays).toBeGreaterThan(home.estimatedDelivery.maxDays);
    expect(remote.deliveryNote).toMatch(/Remote region/);

    // The freight is what the order calculation charges for the same item to the same address.
    const info = confirmationInfoResultSchema.parse(
      ok(await zhang.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo: PHONE, quantity: 1 })),
    );
    const amounts = recalculateResultSchema.parse(
      ok(
        await zhang.post(`${ORDER}/recalculate-amount`, {
          confirmToken: info.confirmToken,
          couponNo: null,
          addressId: Number(addressId),
        }),
      ),
    );
    expect(remote.freightCents).toBe(amounts.freightCents);
    expect(remote.freightCents).toBeGreaterThan(0);
  });

  it('keeps addresses private and knows luxury houses ship free', async () => {
    const addresses = addressListSchema.parse(ok(await zhang.get(`${ORDER}/address/list`)));
    const other = await li.get('/api/channel/product-shipment-detail', {
      skuNo: PHONE,
      addressId: String(addresses[0]?.addressId),
    });
    expect(other.status).toBe(404);
    const lux = await shipment(null, { skuNo: WATCH });
    expect(lux.freeFreightFromCents).toBeNull();
    expect(lux.shipFrom.city).toBe('上海市');
    const missing = await call(server.url, '/api/channel/product-shipment-detail?skuNo=NOPE');
    expect(missing.status).toBe(404);
  });
});
