import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBaseFastSchema, productPriceSchema, StockState } from '../../schemas/api/product';
import { productCardsResultSchema } from '../../schemas/api/productCard';
import { readSeed } from '../../server/db/seed';
import { findCodes } from '../../src/ui/areaData';
import { call, startTestServer, type TestServer } from './helpers';

/**
 * The seed catalogue is believable: a Chinese catalogue of 60+ products over the nine
 * categories, one price per SKU wherever it appears, list price at or above the sale price (strictly
 * above for flash sales), product names that do not name one variant, and stock that gives a fresh mall
 * sold-out, snapped-up and not-yet-on-sale items.
 */
const seed = readSeed();
const skus = seed.products.flatMap((p) => p.skus.map((k) => ({ ...k, product: p })));
const skuOf = (skuNo: string) => skus.find((k) => k.skuNo === skuNo);

const boothRows = JSON.parse(
  readFileSync(new URL('../../fixtures/booth/products.json', import.meta.url), 'utf8'),
) as {
  spuNo: string;
  skuNo: string;
  name: string;
  imageUrl: string;
  salePriceCents: number;
  marketPriceCents: number;
  activityType: number | null;
  priceLabel: number | null;
}[];

const HAN = /\p{Script=Han}/u;

describe('the seed catalogue', () => {
  it('holds 60+ products over the nine categories, each category at least six', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(60);
    expect(seed.categories.map((c) => c.code)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28]);
    for (const c of seed.categories) {
      expect(
        seed.products.filter((p) => p.categoryCode === c.code).length,
        String(c.code),
      ).toBeGreaterThanOrEqual(6);
    }
  });

  it('is in Chinese: product, category and store names and the coupons', () => {
    for (const p of seed.products) expect(p.name, p.spuNo).toMatch(HAN);
    for (const c of seed.categories) expect(c.name, String(c.code)).toMatch(HAN);
    for (const s of seed.stores) expect(s.name, s.storeNo).toMatch(HAN);
    for (const c of seed.coupons) expect(c.name, c.couponNo).toMatch(HAN);
    for (const n of seed.notices) expect(n.title, n.noticeNo).toMatch(HAN);
  });

  it('has eleven stores, three of them luxury, each with a logo and a rating', () => {
    expect(seed.stores).toHaveLength(11);
    expect(seed.stores.filter((s) => s.storeType === 'luxury')).toHaveLength(3);
    for (const s of seed.stores) {
      expect(s.logoUrl, s.storeNo).toMatch(/^\/api\/file-storage\/file\/store\//);
      expect(s.rating, s.storeNo).toBeGreaterThanOrEqual(4);
    }
    for (const p of seed.products) expect(seed.stores.map((s) => s.storeNo)).toContain(p.storeNo);
  });

  it('has unique SKU numbers and list prices at or above sale prices, above for flash sales', () => {
    expect(new Set(skus.map((k) => k.skuNo)).size).toBe(skus.length);
    for (const k of skus) {
      expect(k.salePriceCents, k.skuNo).toBeGreaterThan(0);
      expect(k.marketPriceCents, k.skuNo).toBeGreaterThanOrEqual(k.salePriceCents);
      if (k.activityType === 1) expect(k.marketPriceCents, k.skuNo).toBeGreaterThan(k.salePriceCents);
    }
  });

  it('names a product without naming one of its variants', () => {
    for (const p of seed.products) {
      if (p.skus.length < 2) continue;
      for (const k of p.skus) {
        // "iPhone 17 128GB" with a "256GB Starlight" SKU: the name may not carry a spec only some SKUs have.
        for (const part of k.specName.split(/[\s+]/).filter((s) => s.length > 0)) {
          const shared = p.skus.every((other) => other.specName.includes(part));
          if (!shared) expect(p.name, `${p.spuNo} names ${part}`).not.toContain(part);
        }
      }
      expect(new Set(p.skus.map((k) => k.specName)).size, p.spuNo).toBe(p.skus.length);
    }
  });

  it('puts at most one SKU of a product in the daily deals, so no list shows one name at two prices', () => {
    for (const p of seed.products) {
      expect(p.skus.filter((k) => k.activityType === 1).length, p.spuNo).toBeLessThanOrEqual(1);
    }
  });

  it('gives a SKU the same picture and prices in the booth product rows of the stories', () => {
    // The rows keep their own names, labels and stock states: the block tests and stories name them.
    for (const row of boothRows) {
      const k = skuOf(row.skuNo);
      expect(k, row.skuNo).toBeDefined();
      if (k === undefined) continue;
      expect(row).toMatchObject({
        spuNo: k.product.spuNo,
        imageUrl: k.product.imageUrl,
        salePriceCents: k.salePriceCents,
        marketPriceCents: k.marketPriceCents,
      });
    }
  });

  it('gives the seeded customers and their addresses Chinese names the area picker knows', () => {
    const chinese = /^[\u4e00-\u9fff]{2,4}$/;
    for (const c of seed.customers) expect(c.nickName, c.customerNo).toMatch(chinese);
    const addresses = JSON.parse(
      readFileSync(new URL('../../fixtures/seed/addresses.json', import.meta.url), 'utf8'),
    ) as { name: string; province: string; city: string; district: string; detail: string }[];
    expect(addresses.length).toBeGreaterThan(0);
    for (const a of addresses) {
      expect(a.name).toMatch(chinese);
      // Province, city and district as @vant/area-data names them, so the address form can edit them.
      expect(findCodes(a), `${a.province} ${a.city} ${a.district}`).toHaveLength(3);
      expect(a.detail).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('fills carts and wallets only with what exists', () => {
    for (const c of seed.customers)
      for (const line of c.cart) expect(skuOf(line.skuNo), line.skuNo).toBeDefined();
  });
});

describe('the seeded mall, as a shopper sees it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('shows one price per SKU on the product, in its price, in the cards and in the seed', async () => {
    const sample = skus.filter((k) => k.product.status === 1 && (k.status ?? 1) === 1).map((k) => k.skuNo);
    const cards = await call<unknown>(server.url, '/api/channel/get-mbank-product-info-v1', {
      json: {
        rows: [
          { key: 'all', skuNos: sample.slice(0, 50) },
          { key: 'rest', skuNos: sample.slice(50) },
        ],
      },
    });
    const rows = productCardsResultSchema.parse(cards.body.result);
    const fromCards = new Map([...(rows.all ?? []), ...(rows.rest ?? [])].map((c) => [c.skuNo, c]));
    expect(fromCards.size).toBe(sample.length);
    for (const skuNo of sample) {
      const k = skuOf(skuNo);
      const base = productBaseFastSchema.parse(
        (await call(server.url, `/api/channel/product/base-v1?skuNo=${skuNo}`)).body.result,
      );
      const price = productPriceSchema.parse(
        (await call(server.url, `/api/channel/product/price-v1?skuNo=${skuNo}`)).body.result,
      );
      expect(base.name, skuNo).toBe(k?.product.name);
      expect([price.salePriceCents, price.marketPriceCents], skuNo).toEqual([
        k?.salePriceCents,
        k?.marketPriceCents,
      ]);
      const card = fromCards.get(skuNo);
      expect([card?.salePriceCents, card?.marketPriceCents], skuNo).toEqual([
        k?.salePriceCents,
        k?.marketPriceCents,
      ]);
    }
  });

  it("names each card by its SKU's spec when a product has several, as a Chinese mall titles SKUs", async () => {
    const iphones = skus.filter((k) => k.product.spuNo === 'SPU20002');
    const single = skus.find((k) => k.product.skus.length === 1 && k.product.status === 1);
    const res = await call<unknown>(server.url, '/api/channel/get-mbank-product-info-v1', {
      json: { rows: [{ key: 'row', skuNos: [...iphones.map((k) => k.skuNo), single?.skuNo ?? ''] }] },
    });
    const cards = productCardsResultSchema.parse(res.body.result).row ?? [];
    expect(cards.map((c) => c.name)).toEqual([
      ...iphones.map((k) => `${k.product.name} ${k.specName}`),
      single?.product.name,
    ]);
    expect(new Set(cards.map((c) => c.name)).size).toBe(cards.length);
  });

  it('has items sold out, snapped up and not yet on sale at first start', async () => {
    const states = new Map<number, string[]>();
    for (const k of skus) {
      if (k.product.status !== 1) continue;
      const res = await call(server.url, `/api/channel/product/base-v1?skuNo=${k.skuNo}`);
      const state = productBaseFastSchema.parse(res.body.result).stockState;
      states.set(state, [...(states.get(state) ?? []), k.skuNo]);
    }
    expect(states.get(StockState.inStock)?.length ?? 0).toBeGreaterThan(40);
    expect(states.get(StockState.soldOut)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(states.get(StockState.snappedUp)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(states.get(StockState.notStarted)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });
});
