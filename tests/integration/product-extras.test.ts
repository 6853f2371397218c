import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exclusiveJumpSchema,
  productCardListSchema,
  productShadowSchema,
  productShareCardSchema,
  productThemeSchema,
  recommendStageSchema,
  skuSaleFlagSchema,
  soldOutSchema,
  validBuySchema,
} from '../../schemas/api/product-extras';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ok, type Shopper, shopper } from './shopping-helpers';

let server: TestServer;
let zhang: Shopper;
const P = '/api/channel/product';

beforeAll(async () => {
  server = await startTestServer();
  zhang = shopper(server.url, await login(server.url, 'C0002'));
});
afterAll(() => server?.stop());

const get = async (path: string) => ok(await call(server.url, path));
const post = async (path: string, json: unknown) =>
  ok(await call(server.url, path, { method: 'POST', json }));
const categoryOf = async (spuNos: string[]) =>
  (
    await server.db.query<{ category_code: number }>(
      'SELECT DISTINCT category_code FROM products WHERE spu_no = ANY($1::text[])',
      [spuNos],
    )
  ).map((r) => r.category_code);

describe('the remaining product calls', () => {
  it('base-shadow is the light answer, saying why goods off the shelf cannot be bought', async () => {
    const shadow = productShadowSchema.parse(await get(`${P}/base-shadow?skuNo=SKU2000701`));
    expect(shadow).toMatchObject({ spuNo: 'SPU20007', status: 0, unavailable: 'offShelf' });
    expect(shadow.name).toContain('Galaxy');
    const onShelf = productShadowSchema.parse(await get(`${P}/base-shadow?skuNo=SKU2000101`));
    expect(onShelf.unavailable).toBeUndefined();
    expect((await call(server.url, `${P}/base-shadow?skuNo=SKU0000000`)).status).toBe(404);
  });

  it('theme dresses the page by what the SKU is; theme-v1 answers the same', async () => {
    const theme = async (skuNo: string) => productThemeSchema.parse(await get(`${P}/theme?skuNo=${skuNo}`));
    expect((await theme('SKU2000201')).theme).toBe('instalment');
    expect((await theme('SKU2000301')).theme).toBe('flashSale');
    expect((await theme('SKU2600501')).theme).toBe('luxury');
    expect(await theme('SKU2200601')).toMatchObject({ theme: 'ecny', priceLabel: 8 });
    // Flagged by operators without the label: shown with label 8 all the same.
    expect(await theme('SKU2000501')).toMatchObject({ theme: 'ecny', priceLabel: 8 });
    expect((await theme('SKU2400101')).theme).toBe('default');
    expect(productThemeSchema.parse(await get(`${P}/theme-v1?skuNo=SKU2000201`))).toEqual(
      await theme('SKU2000201'),
    );
  });

  it('card gives the share card with the link on the public origin', async () => {
    const card = productShareCardSchema.parse(await get(`${P}/card?skuNo=SKU2000101`));
    expect(card.shareUrl).toBe(`${server.url}/mbankmall/product/detail/SPU20001/SKU2000101`);
    expect(card.marketPriceCents).toBeGreaterThanOrEqual(card.salePriceCents);
  });

  it('get-sku-sale-flag and base-sold-out follow the stock', async () => {
    const flag = async (skuNo: string) =>
      skuSaleFlagSchema.parse(await get(`${P}/get-sku-sale-flag?skuNo=${skuNo}`));
    expect(await flag('SKU2000101')).toMatchObject({ saleFlag: 1, stockState: 0 });
    expect(await flag('SKU2000103')).toMatchObject({ saleFlag: 0, stockState: 1, unavailable: 'soldOut' });

    const soldOut = soldOutSchema.parse(await get(`${P}/base-sold-out?skuNo=SKU2000103`));
    expect(soldOut.soldOut).toBe(true);
    // Its own other colours first, then phones that can be bought.
    expect(soldOut.alternatives[0]?.spuNo).toBe('SPU20001');
    expect(soldOut.alternatives.every((c) => c.stockState === 0)).toBe(true);
    expect(await categoryOf(soldOut.alternatives.map((c) => c.spuNo))).toEqual([20]);
    expect(soldOutSchema.parse(await get(`${P}/base-sold-out?skuNo=SKU2000101`))).toEqual({
      skuNo: 'SKU2000101',
      soldOut: false,
      alternatives: [],
    });
  });

  it('getRecommendStage offers plans that sum to the amount, only on instalment goods', async () => {
    const plan = recommendStageSchema.parse(await get(`${P}/getRecommendStage?skuNo=SKU2000201&quantity=2`));
    expect(plan).toMatchObject({ eligible: true, totalCents: 1_199_800, recommended: 12 });
    for (const p of plan.plans) expect(p.stageAmounts.reduce((a, b) => a + b, 0)).toBe(1_199_800);
    const none = recommendStageSchema.parse(await get(`${P}/getRecommendStage?skuNo=SKU2400101`));
    expect(none).toMatchObject({ eligible: false, recommended: null, plans: [] });
    expect((await call(server.url, `${P}/getRecommendStage?skuNo=SKU2000201&quantity=0`)).status).toBe(400);
  });

  it('product/recommend gives buyable goods of the same category, never the product itself', async () => {
    const cards = productCardListSchema.parse(
      await post(`${P}/recommend`, { skuNo: 'SKU2000101', pageSize: 10 }),
    );
    expect(cards.length).toBeGreaterThan(1);
    expect(cards.some((c) => c.spuNo === 'SPU20001')).toBe(false);
    expect(cards.every((c) => c.stockState === 0)).toBe(true);
    expect(await categoryOf(cards.map((c) => c.spuNo))).toEqual([20]);
  });

  it("recommend/cmbmobile-v1 follows the caller's favourites, best sellers for a stranger", async () => {
    const stranger = productCardListSchema.parse(
      await post('/api/channel/recommend/cmbmobile-v1', { pageSize: 5 }),
    );
    expect(stranger.length).toBe(5);
    ok(await zhang.post(`${P}/add-favor`, { skuNo: 'SKU2500101' }));
    const mine = productCardListSchema.parse(
      ok(await zhang.post('/api/channel/recommend/cmbmobile-v1', { pageSize: 3 })),
    );
    const categories = await categoryOf(mine.map((c) => c.spuNo));
    expect(categories).toContain(25);
    expect(mine.map((c) => c.spuNo)).not.toEqual(stranger.slice(0, 3).map((c) => c.spuNo));
  });

  it('get-exclusive-jump-flag and valid-buy-products', async () => {
    expect(
      exclusiveJumpSchema.parse(await get(`${P}/get-exclusive-jump-flag?skuNo=SKU2100101`)),
    ).toMatchObject({
      exclusive: true,
      kind: 'education',
    });
    expect(
      exclusiveJumpSchema.parse(await get(`${P}/get-exclusive-jump-flag?skuNo=SKU2000101`)).exclusive,
    ).toBe(false);
    const valid = validBuySchema.parse(
      await post(`${P}/valid-buy-products`, {
        skuNos: ['SKU2000101', 'SKU2000103', 'SKU2000701', 'SKU0000000'],
      }),
    );
    expect(valid).toEqual({
      valid: ['SKU2000101'],
      invalid: [
        { skuNo: 'SKU2000103', reason: 'soldOut' },
        { skuNo: 'SKU2000701', reason: 'offShelf' },
        { skuNo: 'SKU0000000', reason: 'unknown' },
      ],
    });
    expect(
      (await call(server.url, `${P}/valid-buy-products`, { method: 'POST', json: { skuNos: [] } })).status,
    ).toBe(400);
  });
});
