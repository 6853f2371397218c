import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Address, addressListSchema, addressSchema } from '../../schemas/api/address';
import { orderDetailSchema } from '../../schemas/api/order';
import { AFTER_SALE_TIMING, buyAndPay, detail } from './after-sales-helpers';
import { login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

// Address change: the receiver may change until the parcel ships, only by the order's owner,
// only to one of their own addresses; the shipped order shows when it is received by itself.

const CREAM = 'SKU2500401';
const TIMING = { ...AFTER_SALE_TIMING, autoReceiveMs: 200_000 };

let server: TestServer;
let li: Shopper; // C0001
let zhang: Shopper; // C0002: a Beijing and a Xinjiang address (remote)
let liSecond: Address;

beforeAll(async () => {
  server = await startTestServer({ shopping: TIMING });
  li = shopper(server.url, await login(server.url, 'C0001'));
  zhang = shopper(server.url, await login(server.url, 'C0002'));
  liSecond = addressSchema.parse(
    ok(
      await li.post(`${ORDER}/address/save`, {
        name: '李伟',
        phone: '13900000002',
        province: 'Zhejiang',
        city: 'Hangzhou',
        district: 'Xihu',
        detail: '文三路 100 号 2 单元',
      }),
    ),
  );
});
afterAll(() => server?.stop());

const change = (s: Shopper, orderNo: string, addressId: number) =>
  s.post(`${ORDER}/change-receive-address`, { orderNo, addressId });

describe('changing the receiver', () => {
  it('changes a paid order’s receiver, and is refused once the order has shipped', async () => {
    const order = await buyAndPay(server, li, CREAM, 1);
    expect(order.address.detail).not.toBe(liSecond.detail);
    const changed = orderDetailSchema.parse(ok(await change(li, order.orderNo, liSecond.addressId)));
    expect(changed.address).toMatchObject({ name: '李伟', city: 'Hangzhou', detail: '文三路 100 号 2 单元' });
    expect((await detail(li, order.orderNo)).address.city).toBe('Hangzhou');

    server.advance(TIMING.autoShipMs + 1);
    const late = await change(li, order.orderNo, liSecond.addressId);
    expect(late.status).toBe(409);
    expect(late.body.result).toMatchObject({ status: 'shipped' });
  });

  it('is refused for another customer’s order and with another customer’s address', async () => {
    const order = await buyAndPay(server, li, CREAM, 1);
    const zhangAddresses = addressListSchema.parse(ok(await zhang.get(`${ORDER}/address/list`)));
    const zhangsBeijing = zhangAddresses.find((a) => a.province === '北京市');
    expect((await change(zhang, order.orderNo, zhangsBeijing?.addressId ?? 0)).status).toBe(404);
    expect((await change(li, order.orderNo, zhangsBeijing?.addressId ?? 0)).status).toBe(404);
    // the receiver is untouched
    expect((await detail(li, order.orderNo)).address).toEqual(order.address);
  });

  it('is refused when the new address would change the freight (remote province)', async () => {
    const addresses = addressListSchema.parse(ok(await zhang.get(`${ORDER}/address/list`)));
    const beijing = addresses.find((a) => a.province === '北京市');
    const remote = addresses.find((a) => a.province === '新疆维吾尔自治区');
    const order = await buyAndPay(server, zhang, CREAM, 1, { addressId: beijing?.addressId ?? 0 });
    const res = await change(zhang, order.orderNo, remote?.addressId ?? 0);
    expect(res.status).toBe(409);
    expect(res.body.resMsg).toMatch(/freight/);
  });
});

describe('auto-receive', () => {
  it('shows a shipped order when it will be received by itself, and receives it then', async () => {
    const order = await buyAndPay(server, li, CREAM, 1);
    expect(order.autoReceiveAt).toBeUndefined();
    server.advance(TIMING.autoShipMs + 1);
    const shipped = await detail(li, order.orderNo);
    expect(shipped.status).toBe('shipped');
    expect(shipped.autoReceiveAt).toBe((shipped.shippedAt ?? 0) + TIMING.autoReceiveMs);

    server.advance(TIMING.autoReceiveMs);
    const received = await detail(li, order.orderNo);
    expect(received.status).toBe('received');
    expect(received.receivedAt).toBe(shipped.autoReceiveAt);
    expect(received.autoCompleteAt).toBe((received.receivedAt ?? 0) + TIMING.autoCompleteMs);
  });
});
