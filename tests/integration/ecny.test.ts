import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecnyCategoriesSchema } from '../../schemas/api/ecny';
import {
  type ConfirmationInfo,
  confirmationInfoResultSchema,
  createOrderResultSchema,
  orderDetailSchema,
} from '../../schemas/api/order';
import { continuePaymentResultSchema } from '../../schemas/api/payment';
import { searchPageSchema } from '../../schemas/api/search';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

let server: TestServer;
let li: Shopper;
let zhang: Shopper;

const SONY = 'SKU2200601'; // price label 8 (数字人民币), 299900, store ST1001
const VIVO = 'SKU2000501'; // flagged e-CNY by operators (skus.ecny), no label
const IPHONE = 'SKU2000102'; // not payable in e-CNY

beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
  li = shopper(server.url, await login(server.url, 'C0001'));
  zhang = shopper(server.url, await login(server.url, 'C0002'));
});
afterAll(() => server?.stop());

const buyNow = async (s: Shopper, skuNo: string): Promise<ConfirmationInfo> =>
  confirmationInfoResultSchema.parse(
    ok(await s.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo, quantity: 1 })),
  );

const create = (s: Shopper, info: ConfirmationInfo, payKind?: string) =>
  s.post(`${ORDER}/create-order`, {
    confirmToken: info.confirmToken,
    addressId: info.address?.addressId ?? 0,
    couponNo: null,
    ...(payKind === undefined ? {} : { payKind }),
  });

async function cashierPage(payToken: string): Promise<string> {
  return (await fetch(`${server.url}/cashier/pay?payToken=${encodeURIComponent(payToken)}`)).text();
}

async function press(payToken: string, action: 'pay' | 'fail' | 'cancel') {
  return fetch(`${server.url}/cashier/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payToken, action }).toString(),
    redirect: 'manual',
  });
}

describe('search inside the e-CNY zone', () => {
  it('finds only goods payable in e-CNY, by Chinese and English words', async () => {
    const zh = searchPageSchema.parse(
      ok(
        await call(
          server.url,
          `/api/channel/ecny-product-search?keyword=${encodeURIComponent('耳机')}&sort=0`,
        ),
      ),
    );
    expect(zh.items.map((c) => c.skuNo).sort()).toEqual(['SKU2200201', SONY].sort());
    // Everything in the zone reads 数字人民币 (label 8), flagged SKUs without a label of their own too.
    expect(zh.items.map((c) => c.priceLabel)).toEqual([8, 8]);
    // The same word mall-wide finds more earphones than the zone sells.
    const all = searchPageSchema.parse(
      ok(await call(server.url, `/api/channel/product-search-v2?keyword=${encodeURIComponent('耳机')}`)),
    );
    expect(all.total).toBeGreaterThan(zh.total);
    const en = searchPageSchema.parse(
      ok(await call(server.url, '/api/channel/ecny-product-search?keyword=sony')),
    );
    expect(en.items.map((c) => c.skuNo)).toEqual([SONY]);
    expect(en.items[0]?.priceLabel).toBe(8);
    const none = searchPageSchema.parse(
      ok(await call(server.url, '/api/channel/ecny-product-search?keyword=iphone')),
    );
    // A close spelling may bring other phones, never one the zone does not sell.
    expect(none.items.every((c) => !c.name.includes('iPhone'))).toBe(true);
  });

  it('lists the zone by category, each product once across pages, and names the categories with counts', async () => {
    const categories = ecnyCategoriesSchema.parse(
      ok(await call(server.url, '/api/channel/ecny-category-search')),
    );
    expect(categories.map((c) => c.categoryCode)).toContain('22');
    const digital = categories.find((c) => c.categoryCode === '22');
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= 5; pageNo++) {
      const page = searchPageSchema.parse(
        ok(
          await call(
            server.url,
            `/api/channel/ecny-product-search?categoryCode=22&sort=3&pageSize=1&pageNo=${pageNo}`,
          ),
        ),
      );
      seen.push(...page.items.map((c) => c.spuNo));
      if (!page.hasMore) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(digital?.productCount);
  });

  it('refuses an unknown sort key', async () => {
    const res = await call(server.url, '/api/channel/ecny-product-search?keyword=x&sort=9');
    expect(res.status).toBe(400);
  });
});

describe('paying with e-CNY', () => {
  it('offers e-CNY at checkout only when every item is eligible', async () => {
    expect((await buyNow(li, SONY)).ecnyEligible).toBe(true);
    expect((await buyNow(li, VIVO)).ecnyEligible).toBe(true);
    expect((await buyNow(li, IPHONE)).ecnyEligible).toBe(false);
  });

  it('refuses e-CNY for goods that are not eligible, and takes no stock', async () => {
    const before = (
      await server.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [IPHONE])
    )[0];
    const info = await buyNow(li, IPHONE);
    const res = await create(li, info, '1');
    expect(res.status).toBe(409);
    expect(res.body.resMsg).toMatch(/cannot be paid in e-CNY|不支持数字人民币支付/);
    expect(res.body.result).toEqual({ skuNos: [IPHONE] });
    const after = (
      await server.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_no = $1', [IPHONE])
    )[0];
    expect(after?.stock).toBe(before?.stock);
    // The same confirmation can still be placed the ordinary way.
    const placed = createOrderResultSchema.parse(ok(await create(li, info, '2')));
    const detail = orderDetailSchema.parse(
      ok(await li.get(`${ORDER}/order-detail-v2`, { orderNo: placed.orderNo })),
    );
    expect(detail.payKind).toBe('2');
  });

  it('refuses a payment kind that is not one of the spec values', async () => {
    const info = await buyNow(li, SONY);
    const res = await create(li, info, '3');
    expect(res.status).toBe(400);
  });

  it('pays an eligible order from the e-CNY wallet and the order detail says so', async () => {
    const info = await buyNow(zhang, SONY);
    const placed = createOrderResultSchema.parse(ok(await create(zhang, info, '1')));
    const unpaid = orderDetailSchema.parse(
      ok(await zhang.get(`${ORDER}/order-detail-v2`, { orderNo: placed.orderNo })),
    );
    expect(unpaid.payKind).toBe('1');
    const { payToken } = continuePaymentResultSchema.parse(
      ok(await zhang.post(`${ORDER}/continue-payment`, { orderNo: placed.orderNo })),
    );
    const html = await cashierPage(payToken);
    expect(html).toContain('数字人民币钱包');
    expect(html).toContain('数字人民币支付');
    const res = await press(payToken, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('payStatus=success');
    const paid = orderDetailSchema.parse(
      ok(await zhang.get(`${ORDER}/order-detail-v2`, { orderNo: placed.orderNo })),
    );
    expect(paid.status).toBe('paid');
    expect(paid.payKind).toBe('1');
    // Another customer cannot read it.
    const other = await li.get(`${ORDER}/order-detail-v2`, { orderNo: placed.orderNo });
    expect(other.status).toBe(404);
  });

  it('shows the ordinary bank card at the cashier for kind 2', async () => {
    const info = await buyNow(zhang, VIVO);
    const placed = createOrderResultSchema.parse(ok(await create(zhang, info)));
    const { payToken } = continuePaymentResultSchema.parse(
      ok(await zhang.post(`${ORDER}/continue-payment`, { orderNo: placed.orderNo })),
    );
    const html = await cashierPage(payToken);
    expect(html).not.toContain('数字人民币钱包');
    expect(html).toContain('银行卡');
  });
});
