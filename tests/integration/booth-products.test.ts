import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockState } from '../../schemas/api/product';
import {
  type ProductCard,
  type ProductPage,
  productCardsResultSchema,
  productPageSchema,
} from '../../schemas/api/productCard';
import { call, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});
afterAll(() => server?.stop());

const cards = async (rows: unknown[]) => {
  const res = await call<Record<string, ProductCard[]>>(base, '/api/channel/get-mbank-product-info-v1', {
    json: { rows },
  });
  expect(res.status).toBe(200);
  return productCardsResultSchema.parse(res.body.result);
};
const list = async (path: string) => {
  const res = await call<ProductPage>(base, path);
  expect(res.body.resCode, `${path}: ${res.body.resMsg}`).toBe('0000');
  return productPageSchema.parse(res.body.result);
};
const skus = (items: ProductCard[]) => items.map((c) => c.skuNo);

/** Every item of a list, walking its pages; checks the paging fields on the way. */
async function walk(path: string, pageSize: number): Promise<ProductCard[]> {
  const all: ProductCard[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await list(`${path}&pageNo=${pageNo}&pageSize=${pageSize}`);
    expect(page).toMatchObject({ pageNo, pageSize });
    all.push(...page.items);
    expect(page.hasMore).toBe(all.length < page.total);
    if (!page.hasMore) {
      expect(all).toHaveLength(page.total);
      return all;
    }
    expect(page.items).toHaveLength(pageSize);
  }
}

describe('product cards for booth pages (one batched call)', () => {
  it('answers every row under its key: SKU lists in order, unknown and off-shelf SKUs skipped', async () => {
    const result = await cards([
      { key: 'picks', skuNos: ['SKU2300601', 'SKU-NOPE', 'SKU2000101', 'SKU2000701', 'SKU2200101'] },
      { key: 'phones', query: { categoryCode: 'SC4', sort: 3, pageSize: 3 } },
      { key: 'empty', skuNos: [] },
      { key: 'nothing' },
    ]);
    expect(Object.keys(result).sort()).toEqual(['empty', 'nothing', 'phones', 'picks']);
    // SKU2000701 belongs to an off-shelf product.
    expect(skus(result.picks ?? [])).toEqual(['SKU2300601', 'SKU2000101', 'SKU2200101']);
    expect(result.picks?.[1]).toMatchObject({
      spuNo: 'SPU20001',
      salePriceCents: 599900,
      stockState: StockState.inStock,
    });
    expect(result.empty).toEqual([]);
    expect(result.nothing).toEqual([]);
    const phones = result.phones ?? [];
    expect(phones).toHaveLength(3);
    const prices = phones.map((c) => c.salePriceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(phones.every((c) => c.spuNo.startsWith('SPU20'))).toBe(true);
  });

  it('says which cards are in the bank purchase programme (ADR 0017), so they open /xhProduct/detail', async () => {
    const result = await cards([
      { key: 'picks', skuNos: ['SKU2800601', 'SKU2500201', 'SKU2000101'] },
      { key: 'food', query: { categoryCode: '28', pageSize: 50 } },
    ]);
    expect((result.picks ?? []).map((c) => [c.skuNo, c.purchase])).toEqual([
      ['SKU2800601', true],
      ['SKU2500201', true],
      ['SKU2000101', false],
    ]);
    const food = result.food ?? [];
    expect(food.filter((c) => c.purchase).map((c) => c.spuNo)).toEqual(['SPU28006']);
  });

  it('lists a category one card per product, only products on shelf', async () => {
    const [row] = Object.values(await cards([{ key: 'all', query: { categoryCode: '20', pageSize: 50 } }]));
    const spus = (row ?? []).map((c) => c.spuNo);
    expect(new Set(spus).size).toBe(spus.length);
    expect(spus).not.toContain('SPU20007');
    expect(spus.sort()).toEqual(['SPU20001', 'SPU20002', 'SPU20003', 'SPU20004', 'SPU20005', 'SPU20006']);
  });

  it('lists the products a coupon applies to', async () => {
    const result = await cards([
      { key: 'beauty-store', query: { couponNo: 'CP0003', pageSize: 50 } },
      { key: 'unknown', query: { couponNo: 'CP9999' } },
    ]);
    expect((result['beauty-store'] ?? []).every((c) => c.spuNo.startsWith('SPU25'))).toBe(true);
    expect(result['beauty-store']?.length).toBeGreaterThan(3);
    expect(result.unknown).toEqual([]);
  });

  it('refuses a malformed request with 400 naming the field', async () => {
    const res = await call(base, '/api/channel/get-mbank-product-info-v1', { json: { rows: [{ key: '' }] } });
    expect(res.status).toBe(400);
    expect(res.body.resMsg).toContain('rows.0.key');
  });
});

describe('paged product lists', () => {
  it('pages the coupon activity products in every sort order without overlap', async () => {
    const bySales = await walk('/api/channel/full-discount-product-search?couponNo=CP0002&sort=1', 2);
    expect(bySales.length).toBe(6);
    expect(new Set(skus(bySales)).size).toBe(bySales.length);
    const byPrice = await walk('/api/channel/full-discount-product-search?couponNo=CP0002&sort=3', 4);
    const prices = byPrice.map((c) => c.salePriceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(skus(byPrice))).toEqual(new Set(skus(bySales)));
    const byApproval = await walk('/api/channel/full-discount-product-search?couponNo=CP0002&sort=2', 5);
    expect(new Set(skus(byApproval))).toEqual(new Set(skus(bySales)));
  });

  it('sorts by sales volume, highest first', async () => {
    const rows = await server.db.query<{ sku_no: string; sales: number }>(
      `SELECT k.sku_no, k.sales_volume AS sales FROM skus k JOIN products p ON p.spu_no = k.spu_no
        WHERE p.status = 1 AND k.status = 1 AND (k.price_label = 8 OR k.ecny)`,
    );
    const expected = rows.sort((a, b) => b.sales - a.sales || a.sku_no.localeCompare(b.sku_no));
    const items = await walk('/api/channel/ecny-product-search?sort=1', 4);
    expect(skus(items)).toEqual(expected.map((r) => r.sku_no));
    expect(items.length).toBeGreaterThanOrEqual(10);
  });

  it('answers a page past the end with no items, the total and hasMore false', async () => {
    const page = await list('/api/channel/ecny-product-search?pageNo=50&pageSize=10');
    expect(page.items).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
    expect(page.hasMore).toBe(false);
  });

  it('splits daily deals into in progress, preview and past on server time', async () => {
    const inProgress = await walk('/api/marketing/promotion/list?tab=12&sort=1', 3);
    const preview = await walk('/api/marketing/promotion/list?tab=2&sort=1', 3);
    const past = await walk('/api/marketing/promotion/list?tab=13&sort=1', 3);
    for (const tab of [inProgress, preview, past]) {
      expect(tab.length).toBeGreaterThan(0);
      expect(tab.every((c) => c.activityType === 1)).toBe(true);
    }
    expect(skus(inProgress)).toContain('SKU2000301');
    expect(preview.every((c) => c.stockState === StockState.notStarted)).toBe(true);
    const all = [...skus(inProgress), ...skus(preview), ...skus(past)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('refuses bad list queries with 400', async () => {
    for (const path of [
      '/api/marketing/promotion/list?tab=5',
      '/api/channel/ecny-product-search?sort=4',
      '/api/channel/ecny-product-search?pageSize=51',
      '/api/channel/full-discount-product-search',
    ]) {
      const res = await call(base, path);
      expect(res.status, path).toBe(400);
      expect(res.body.resCode).toBe('E0400');
    }
    const unknown = await call(base, '/api/channel/full-discount-product-search?couponNo=CP9999');
    expect(unknown.status).toBe(404);
  });

  it('tells the countdowns the server time', async () => {
    const res = await call<{ serverTime: number }>(base, '/api/marketing/count-down/time-init');
    const before = res.body.result.serverTime;
    server.advance(5_000);
    const after = await call<{ serverTime: number }>(base, '/api/marketing/count-down/time-init');
    expect(after.body.result.serverTime).toBe(before + 5_000);
  });
});
