import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luxuryConfirmationSchema, luxuryStageSchema } from '../../schemas/api/luxury';
import { createOrderResultSchema } from '../../schemas/api/order';
import { productPageSchema } from '../../schemas/api/productCard';
import {
  offlineCategoryListSchema,
  offlineDistanceSchema,
  offlineListSchema,
  offlineStoreSchema,
  storeDetailSchema,
  storeDirectoryTreeSchema,
  storeInfoSchema,
  storeListSchema,
  storeNavListSchema,
  storeRecommendSchema,
} from '../../schemas/api/store';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ORDER, ok, type Shopper, shopper } from './shopping-helpers';

// Stores and their physical shops (public reads), and the luxury checkout (the caller's own).

const STORE = '/api/channel/store';
const OFFLINE = '/api/channel/store-offline';
const DIGITAL = 'ST1001'; // 13 products on shelf (one off), in two categories
const BAG = 'SKU2700101'; // Maison Aurelle tote, ¥28,500
const PHONE_STORE_SKU = 'SKU2000101';
/** Tiananmen Square, Beijing. */
const TIANANMEN = { latitude: '39.9087', longitude: '116.3975' };
/** The Bund, Shanghai. */
const BUND = { latitude: '31.2400', longitude: '121.4900' };

let server: TestServer;
let li: Shopper;
let zhang: Shopper;

const get = async <T>(path: string, query: Record<string, string>) => {
  const res = await call<T>(server.url, `${path}?${new URLSearchParams(query)}`);
  return res;
};

beforeAll(async () => {
  server = await startTestServer();
  li = shopper(server.url, await login(server.url, 'C0001'));
  zhang = shopper(server.url, await login(server.url, 'C0002'));
});
afterAll(() => server?.stop());

describe('a store’s pages', () => {
  it('the header and the details: rating, licences, promises, shops', async () => {
    const info = storeInfoSchema.parse(ok(await get(`${STORE}/get-store-info`, { storeNo: DIGITAL })));
    expect(info).toMatchObject({
      storeNo: DIGITAL,
      name: '星辰数码官方旗舰店',
      rating: 4.9,
      productCount: 13,
    });
    expect(info.promises).toContain('genuine');
    const detail = storeDetailSchema.parse(ok(await get(`${STORE}/detail`, { storeNo: DIGITAL })));
    expect(detail.licences[0]).toMatchObject({ kind: 'business', number: '91110105MA01K3XQ7N' });
    expect(detail.offlineStoreCount).toBe(7);
    expect(detail.companyName).toBe('北京星辰数码科技有限公司');
  });

  it('an unknown or closed store is not found', async () => {
    for (const storeNo of ['ST0000', 'ST1009']) {
      const res = await get(`${STORE}/get-store-info`, { storeNo });
      expect(res.status).toBe(404);
      expect(res.body.resMsg).toContain('not found or closed');
    }
  });

  it('the navigation: recommended, all, new, then one tab per top directory', async () => {
    const nav = storeNavListSchema.parse(ok(await get(`${STORE}/get-store-nav`, { storeNo: DIGITAL })));
    expect(nav.map((n) => n.kind)).toEqual(['home', 'all', 'new', 'directory', 'directory']);
    expect(nav.slice(3).map((n) => n.name)).toEqual(['手机通讯', '数码影音']);
    // A store with one directory gets no directory tab: it would repeat 'all'.
    const single = storeNavListSchema.parse(ok(await get(`${STORE}/get-store-nav`, { storeNo: 'ST1005' })));
    expect(single.map((n) => n.kind)).toEqual(['home', 'all', 'new']);
  });

  it('the directory tree: two levels whose counts add up, and a node lists its children’s products', async () => {
    const tree = storeDirectoryTreeSchema.parse(
      ok(await get(`${STORE}/directory-tree`, { storeNo: DIGITAL })),
    );
    expect(tree).toHaveLength(2);
    for (const top of tree) {
      expect(top.children.length).toBeGreaterThan(0);
      expect(top.productCount).toBe(top.children.reduce((s, c) => s + c.productCount, 0));
      for (const c of top.children) expect(c.children).toEqual([]);
    }
    expect(tree.reduce((s, d) => s + d.productCount, 0)).toBe(13);
    const top = tree[0];
    if (!top) throw new Error('no directory');
    const page = productPageSchema.parse(
      ok(
        await get(`${STORE}/get-product-list`, {
          storeNo: DIGITAL,
          tab: 'directory',
          directoryId: String(top.directoryId),
          pageSize: '50',
        }),
      ),
    );
    expect(page.total).toBe(top.productCount);
    // Another store's directory is not this store's.
    const other = await get(`${STORE}/get-product-list`, {
      storeNo: 'ST1002',
      tab: 'directory',
      directoryId: String(top.directoryId),
    });
    expect(other.status).toBe(404);
  });

  it('the product list pages each product once, in every sort', async () => {
    for (const sort of ['1', '2', '3']) {
      const seen: string[] = [];
      let pageNo = 1;
      for (;;) {
        const page = productPageSchema.parse(
          ok(
            await get(`${STORE}/product-list`, {
              storeNo: DIGITAL,
              sort,
              pageNo: String(pageNo),
              pageSize: '4',
            }),
          ),
        );
        seen.push(...page.items.map((i) => i.spuNo));
        expect(page.total).toBe(13);
        if (!page.hasMore) break;
        pageNo += 1;
      }
      expect(seen).toHaveLength(13);
      expect(new Set(seen).size).toBe(13);
    }
  });

  it('recommendations are the store’s best sellers; the luxury list has the three boutiques', async () => {
    const recommended = storeRecommendSchema.parse(
      ok(await get(`${STORE}/get-recommend`, { storeNo: DIGITAL })),
    );
    expect(recommended).toHaveLength(6);
    const all = productPageSchema.parse(
      ok(await get(`${STORE}/product-list`, { storeNo: DIGITAL, sort: '1' })),
    );
    expect(recommended.map((c) => c.spuNo)).toEqual(all.items.slice(0, 6).map((c) => c.spuNo));
    const luxury = storeListSchema.parse(ok(await get(`${STORE}/list`, { storeType: 'luxury' })));
    expect(luxury.map((s) => s.storeNo).sort()).toEqual(['LX2001', 'LX2002', 'LX2003']);
  });
});

describe('physical shops', () => {
  it('come back nearest first from where the shopper is, with the server’s distances', async () => {
    const list = offlineListSchema.parse(ok(await get(`${OFFLINE}/list`, { ...TIANANMEN, pageSize: '50' })));
    expect(list.total).toBe(24);
    const distances = list.items.map((s) => s.distanceMeters ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Wangfujing department store is about 1.5 km east of Tiananmen; Shanghai is over 1000 km away.
    expect(list.items[0]?.name).toContain('王府井');
    expect(list.items[0]?.distanceMeters).toBeGreaterThan(500);
    expect(list.items[0]?.distanceMeters).toBeLessThan(3000);
    expect(list.items.at(-1)?.city).toBe('上海');
    expect(list.items.at(-1)?.distanceMeters).toBeGreaterThan(1_000_000);

    const fromBund = offlineListSchema.parse(ok(await get(`${OFFLINE}/list`, { ...BUND, storeNo: DIGITAL })));
    expect(fromBund.items.map((s) => s.city).slice(0, 3)).toEqual(['上海', '上海', '上海']);
    expect(fromBund.items[0]?.name).toContain('南京东路');
  });

  it('without a location they come by city; a half location is refused', async () => {
    const list = offlineListSchema.parse(ok(await get(`${OFFLINE}/list`, { storeNo: DIGITAL })));
    expect(list.items.every((s) => s.distanceMeters === null)).toBe(true);
    const half = await get(`${OFFLINE}/list`, { latitude: '39.9' });
    expect(half.status).toBe(400);
    const wrong = await get(`${OFFLINE}/list`, { latitude: '91', longitude: '116' });
    expect(wrong.status).toBe(400);
  });

  it('kinds, one shop and distances to several agree with the list', async () => {
    const kinds = offlineCategoryListSchema.parse(
      ok(await get(`${OFFLINE}/category-list`, { storeNo: DIGITAL })),
    );
    expect(kinds).toEqual([
      { kind: 'flagship', count: 2 },
      { kind: 'experience', count: 3 },
      { kind: 'counter', count: 0 },
      { kind: 'service', count: 2 },
    ]);
    const list = offlineListSchema.parse(
      ok(await get(`${OFFLINE}/list`, { ...TIANANMEN, kind: 'flagship' })),
    );
    const [first, second] = list.items;
    if (!first || !second) throw new Error('too few flagships');
    const one = offlineStoreSchema.parse(
      ok(await get(`${OFFLINE}/detail`, { offlineNo: first.offlineNo, ...TIANANMEN })),
    );
    expect(one.distanceMeters).toBe(first.distanceMeters);
    const both = offlineDistanceSchema.parse(
      ok(
        await get(`${OFFLINE}/distance`, {
          offlineNos: `${second.offlineNo},${first.offlineNo}`,
          ...TIANANMEN,
        }),
      ),
    );
    expect(both).toEqual([
      { offlineNo: second.offlineNo, distanceMeters: second.distanceMeters },
      { offlineNo: first.offlineNo, distanceMeters: first.distanceMeters },
    ]);
    expect((await get(`${OFFLINE}/detail`, { offlineNo: 'OF404' })).status).toBe(404);
  });
});

describe('luxury checkout', () => {
  it('plans 3, 6 and 12 stages that sum to the payable amount; the chosen stage reaches the order', async () => {
    const info = luxuryConfirmationSchema.parse(
      ok(await li.post(`${ORDER}/luxury-confirmation-info`, { skuNo: BAG, quantity: 1 })),
    );
    expect(info.store.storeNo).toBe('LX2001');
    expect(info.stage).toBeNull();
    for (const plan of info.stagePlans) {
      expect(plan.stageAmounts.reduce((a, b) => a + b, 0)).toBe(info.amounts.payableCents);
    }
    const staged = luxuryStageSchema.parse(
      ok(await li.post(`${ORDER}/luxury-stage`, { confirmToken: info.confirmToken, stage: 6 })),
    );
    expect(staged.stage).toBe(6);
    const again = luxuryConfirmationSchema.parse(
      ok(await li.post(`${ORDER}/luxury-confirmation-info`, { confirmToken: info.confirmToken })),
    );
    expect(again.stage).toBe(6);
    const coupons = ok(
      await li.post(`${ORDER}/luxury-order-coupon-list`, { confirmToken: info.confirmToken }),
    );
    expect(coupons).toHaveProperty('available');

    const addressId = info.address?.addressId;
    if (addressId === undefined) throw new Error('Li Wei has no default address');
    const created = createOrderResultSchema.parse(
      ok(
        await li.post(`${ORDER}/create-order`, {
          confirmToken: info.confirmToken,
          addressId,
          couponNo: null,
        }),
      ),
    );
    const detail = ok<{ stores: { items: { skuNo: string; stage: number | null }[] }[] }>(
      await li.get(`${ORDER}/order-detail-v2`, { orderNo: created.orderNo }),
    );
    expect(detail.stores[0]?.items[0]).toMatchObject({ skuNo: BAG, stage: 6 });
  });

  it('another customer cannot read, stage or price one’s luxury confirmation', async () => {
    const info = luxuryConfirmationSchema.parse(
      ok(await li.post(`${ORDER}/luxury-confirmation-info`, { skuNo: BAG, quantity: 1, stage: 3 })),
    );
    const read = await zhang.post(`${ORDER}/luxury-confirmation-info`, { confirmToken: info.confirmToken });
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body.result ?? null)).not.toContain(BAG);
    expect(
      (await zhang.post(`${ORDER}/luxury-stage`, { confirmToken: info.confirmToken, stage: 12 })).status,
    ).toBe(404);
    expect(
      (await zhang.post(`${ORDER}/luxury-order-coupon-list`, { confirmToken: info.confirmToken })).status,
    ).toBe(404);
    // Li's choice is untouched.
    const mine = luxuryConfirmationSchema.parse(
      ok(await li.post(`${ORDER}/luxury-confirmation-info`, { confirmToken: info.confirmToken })),
    );
    expect(mine.stage).toBe(3);
    // Without a session: sign in first.
    const anonymous = await call(server.url, `${ORDER}/luxury-confirmation-info`, { json: { skuNo: BAG } });
    expect(anonymous.body.resCode).toBe('0003');
  });

  it('an ordinary product is not a luxury confirmation', async () => {
    const res = await li.post(`${ORDER}/luxury-confirmation-info`, { skuNo: PHONE_STORE_SKU, quantity: 1 });
    expect(res.status).toBe(409);
    expect(res.body.resMsg).toContain('not sold by a luxury store');
  });
});
