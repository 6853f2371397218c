import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { productBaseSchema } from '../../schemas/api/product';
import { productCardSchema } from '../../schemas/api/productCard';
import { startTestServer, type TestServer, testDbKind } from './helpers';

/**
 * ADR 0068 on two server processes over one PostgreSQL: a product's media replaced through process A shows
 * on the product page and the card served by process B, which kept both in memory — no cache is cleared by
 * hand; the product caches' SKU-version stamp (migrations 032/037) carries it. The same for a product put
 * into the purchase programme and withdrawn from it (the card then opens /xhProduct).
 */
let a: TestServer;
let b: TestServer;
const BASE = '/api/channel/product/base?skuNo=SKU2000101&spuNo=SPU20001';
const pic = (n: string) => `/api/file-storage/file/product/SPU20001-${n}.jpg`;

describe.skipIf(testDbKind !== 'postgres')('product media across processes', () => {
  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer({ databaseUrl: a.databaseUrl, operatorToken: a.operatorToken });
  }, 120_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  const baseOn = async (server: TestServer) => {
    const res = await fetch(`${server.url}${BASE}`);
    return productBaseSchema.parse(((await res.json()) as Envelope<unknown>).result);
  };
  const cardOn = async (server: TestServer) => {
    const res = await fetch(`${server.url}/api/channel/get-mbank-product-info-v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rows: [{ key: 'p', skuNos: ['SKU2000101'] }] }),
    });
    const body = (await res.json()) as Envelope<Record<string, unknown[]>>;
    return productCardSchema.parse(body.result.p?.[0]);
  };

  it('serves on B, within a second, the gallery and specs saved on A', async () => {
    const before = await baseOn(b);
    expect(before.images).toHaveLength(5);
    // B keeps the page and the card in memory now.
    expect((await baseOn(b)).images).toEqual(before.images);
    expect((await cardOn(b)).imageUrl).toBe(before.imageUrl);

    const media = {
      gallery: [pic('4'), pic('2')],
      detailImages: [],
      specs: [{ name: '颜色', value: '曜石黑' }],
    };
    const res = await fetch(`${a.url}/api/operator/products/SPU20001/media`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', [HeaderNames.operatorToken]: a.operatorToken },
      body: JSON.stringify(media),
    });
    expect(((await res.json()) as Envelope<unknown>).resCode).toBe('0000');
    const saved = performance.now();
    await expect
      .poll(async () => (await baseOn(b)).images, { timeout: 1000, interval: 50 })
      .toEqual(media.gallery);
    expect(performance.now() - saved).toBeLessThan(1000);
    const after = await baseOn(b);
    expect(after.specs).toEqual(media.specs);
    expect(after.detailImages).toEqual([]);
    expect((await cardOn(b)).imageUrl).toBe(pic('4'));
  });

  it('says on B, within a second, that a product listed or withdrawn on A is or is no longer a programme product', async () => {
    const purchaseOn = async (server: TestServer) => (await cardOn(server)).purchase;
    // B keeps the card in memory now.
    expect(await purchaseOn(b)).toBe(false);
    const asOperator = { 'content-type': 'application/json', [HeaderNames.operatorToken]: a.operatorToken };
    const terms = {
      spuNo: 'SPU20001',
      partnerName: '集采伙伴',
      batchWeekdays: [1],
      cutoffHour: 10,
      transitDays: 2,
      perCustomerLimit: 2,
      excludedProvinces: [],
      notes: '测试',
    };
    const listed = await fetch(`${a.url}/api/operator/purchase-programmes`, {
      method: 'POST',
      headers: asOperator,
      body: JSON.stringify(terms),
    });
    expect(((await listed.json()) as Envelope<unknown>).resCode).toBe('0000');
    await expect.poll(() => purchaseOn(b), { timeout: 1000, interval: 50 }).toBe(true);

    const withdrawn = await fetch(`${a.url}/api/operator/purchase-programmes/SPU20001/withdraw`, {
      method: 'POST',
      headers: asOperator,
      body: '{}',
    });
    expect(((await withdrawn.json()) as Envelope<unknown>).resCode).toBe('0000');
    await expect.poll(() => purchaseOn(b), { timeout: 1000, interval: 50 }).toBe(false);
  });
});
