import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartJumpQueryResultSchema,
  cartQueryResultSchema,
  cartSetNumResultSchema,
  cartTrialResultSchema,
} from '../../schemas/api/cart-v2';
import { favorCheckResultSchema, remindFlagResultSchema } from '../../schemas/api/favor';
import { login, startTestServer, type TestServer } from './helpers';
import { CART, ok, type Shopper, shopper } from './shopping-helpers';

let server: TestServer;
let a: Shopper;
let b: Shopper;

// SKUs the seed leaves alone (no deal rounds): a suitcase (stock 50), a limited-purchase item (limit 2),
// an instalment phone (price label 2), an off-shelf SPU's SKU, a sold-out SKU and a not-yet-on-sale one.
const SUITCASE = 'SKU2400101';
const LIMITED = 'SKU2100601';
const INSTALMENT = 'SKU2000201';
const OFF_SHELF = 'SKU2000701';
const SOLD_OUT = 'SKU2000103';
const NOT_STARTED = 'SKU2000601';

beforeAll(async () => {
  server = await startTestServer();
  a = shopper(server.url, await login(server.url, 'C0003'));
  b = shopper(server.url, await login(server.url, 'C0002'));
});
afterAll(() => server?.stop());

const cart = async (s: Shopper) => cartQueryResultSchema.parse(ok(await s.post(`${CART}/query-v2`)));
const lineOf = async (s: Shopper, skuNo: string) => {
  const view = await cart(s);
  return [...view.stores.flatMap((g) => g.lines), ...view.invalidLines].find((l) => l.skuNo === skuNo);
};

describe('cart lines', () => {
  it('adds to a line, groups by store and keeps the badge in step', async () => {
    const first = ok(
      await a.post<{ lineId: number; count: number }>(`${CART}/add-v2`, { skuNo: SUITCASE, quantity: 2 }),
    );
    const again = ok(
      await a.post<{ lineId: number; quantity: number }>(`${CART}/add-v2`, { skuNo: SUITCASE, quantity: 1 }),
    );
    expect(again.lineId).toBe(first.lineId);
    expect(again.quantity).toBe(3);
    const view = await cart(a);
    expect(view.stores[0]?.storeNo).toBe('ST1004');
    expect(view.summary.count).toBe(3);
    expect(ok(await a.get(`${CART}/count`))).toBe(3);
  });

  it('refuses an unknown, off-shelf, sold-out or not-started SKU and changes nothing', async () => {
    const before = await cart(a);
    const unknown = await a.post(`${CART}/add-v2`, { skuNo: 'NOPE', quantity: 1 });
    expect(unknown.status).toBe(404);
    for (const skuNo of [OFF_SHELF, SOLD_OUT, NOT_STARTED]) {
      const res = await a.post(`${CART}/add-v2`, { skuNo, quantity: 1 });
      expect(res.status).toBe(409);
      expect(res.body.resMsg).toMatch(/off the shelf|sold out|not on sale yet/);
    }
    const bad = await a.post(`${CART}/add-v2`, { skuNo: SUITCASE, quantity: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.resMsg).toContain('quantity');
    expect(await cart(a)).toEqual(before);
  });

  it('refuses quantities over the purchase limit or stock with the maximum, nothing changed', async () => {
    const added = ok(await a.post<{ lineId: number }>(`${CART}/add-v2`, { skuNo: LIMITED, quantity: 1 }));
    const over = await a.post<{ maxQuantity: number; purchaseLimit: number }>(`${CART}/set-sku-num`, {
      lineId: added.lineId,
      quantity: 3,
    });
    expect(over.status).toBe(409);
    expect(over.body.result).toMatchObject({ maxQuantity: 2, purchaseLimit: 2 });
    expect(over.body.resMsg).toMatch(/at most 2 per order/);
    expect((await lineOf(a, LIMITED))?.quantity).toBe(1);

    const suitcase = await lineOf(a, SUITCASE);
    await server.db.query('UPDATE skus SET stock = 4 WHERE sku_no = $1', [SUITCASE]);
    const overStock = await a.post<{ maxQuantity: number; stock: number }>(`${CART}/set-sku-num`, {
      lineId: suitcase?.lineId,
      quantity: 5,
    });
    expect(overStock.status).toBe(409);
    expect(overStock.body.result).toMatchObject({ maxQuantity: 4, stock: 4 });
    expect(overStock.body.resMsg).toMatch(/only 4 left/);
    expect((await lineOf(a, SUITCASE))?.quantity).toBe(3);
    await server.db.query('UPDATE skus SET stock = 50 WHERE sku_no = $1', [SUITCASE]);
  });

  it('applies absolute quantities in seq order and ignores a late, older write', async () => {
    const line = await lineOf(a, SUITCASE);
    const lineId = line?.lineId ?? 0;
    const newer = cartSetNumResultSchema.parse(
      ok(await a.post(`${CART}/set-sku-num`, { lineId, quantity: 5, seq: 2 })),
    );
    expect(newer).toMatchObject({ applied: true, quantity: 5, seq: 2 });
    const older = cartSetNumResultSchema.parse(
      ok(await a.post(`${CART}/set-sku-num`, { lineId, quantity: 4, seq: 1 })),
    );
    expect(older).toMatchObject({ applied: false, quantity: 5, seq: 2 });
    const same = cartSetNumResultSchema.parse(
      ok(await a.post(`${CART}/set-sku-num`, { lineId, quantity: 7, seq: 2 })),
    );
    expect(same.applied).toBe(false);
    expect((await lineOf(a, SUITCASE))?.quantity).toBe(5);
    ok(await a.post(`${CART}/set-sku-num`, { lineId, quantity: 2, seq: 3 }));
    expect((await lineOf(a, SUITCASE))?.quantity).toBe(2);
  });

  it('selects, trials with integer amounts and offers instalment stages for price label 2', async () => {
    const phone = ok(await a.post<{ lineId: number }>(`${CART}/add-v2`, { skuNo: INSTALMENT, quantity: 1 }));
    const limited = await lineOf(a, LIMITED);
    ok(await a.post(`${CART}/select`, { lineIds: [limited?.lineId], selected: false }));
    const view = await cart(a);
    expect(view.summary.allSelected).toBe(false);
    const trial = cartTrialResultSchema.parse(ok(await a.post(`${CART}/trial`)));
    expect(trial.lineIds).not.toContain(limited?.lineId);
    expect(trial.goodsCents).toBe(2 * 159900 + 599900);
    expect(trial.payableCents).toBe(trial.goodsCents - trial.discountCents + trial.freightCents);
    // C0003 holds CP0001 (50 off over 500): the trial applies the best held coupon.
    expect(trial.couponNo).toBe('CP0001');
    expect(trial.discountCents).toBe(5000);
    const phoneTrial = trial.lines.find((l) => l.lineId === phone.lineId);
    expect(phoneTrial?.stageOptions?.map((o) => o.stage)).toEqual([3, 6, 12]);
    for (const o of phoneTrial?.stageOptions ?? []) {
      expect(o.perStageCents * (o.stage - 1) + o.lastStageCents).toBe(599900);
    }
    const switched = ok(
      await a.post<{ stage: number }>(`${CART}/switch-stage`, { lineId: phone.lineId, stage: 6 }),
    );
    expect(switched.stage).toBe(6);
    expect((await lineOf(a, INSTALMENT))?.stage).toBe(6);
    const suitcase = await lineOf(a, SUITCASE);
    const refused = await a.post(`${CART}/switch-stage`, { lineId: suitcase?.lineId, stage: 3 });
    expect(refused.status).toBe(409);
    const badStage = await a.post(`${CART}/switch-stage`, { lineId: phone.lineId, stage: 5 });
    expect(badStage.status).toBe(400);
    ok(await a.post(`${CART}/select`, { selected: true }));
    expect((await cart(a)).summary.allSelected).toBe(true);
  });

  it('shows lines that went off shelf apart and keeps them out of jump-query', async () => {
    await server.db.query('UPDATE skus SET status = 0 WHERE sku_no = $1', [LIMITED]);
    const view = await cart(a);
    expect(view.invalidLines.map((l) => [l.skuNo, l.invalidReason])).toEqual([[LIMITED, 'offShelf']]);
    const limitedId = view.invalidLines[0]?.lineId;
    const explicit = await a.post<{ problems: { lineId: number; reason: string }[] }>(`${CART}/jump-query`, {
      lineIds: [limitedId],
    });
    expect(explicit.status).toBe(409);
    expect(explicit.body.result.problems).toEqual([
      expect.objectContaining({ lineId: limitedId, reason: 'offShelf' }),
    ]);
    const jump = cartJumpQueryResultSchema.parse(ok(await a.post(`${CART}/jump-query`)));
    expect(jump.lineIds).not.toContain(limitedId);
    ok(await a.post(`${CART}/clear`, { scope: 'invalid' }));
    expect((await cart(a)).invalidLines).toEqual([]);
    await server.db.query('UPDATE skus SET status = 1 WHERE sku_no = $1', [LIMITED]);
  });

  it('moves lines to favourites and deletes lines; a stale line id is refused', async () => {
    const phone = await lineOf(a, INSTALMENT);
    ok(await a.post(`${CART}/move-collection`, { lineIds: [phone?.lineId] }));
    expect(await lineOf(a, INSTALMENT)).toBeUndefined();
    const favs = favorCheckResultSchema.parse(
      ok(await a.post('/api/channel/product/check-is-favor-v2', { skuNos: [INSTALMENT, SUITCASE] })),
    );
    expect(favs).toEqual({ [INSTALMENT]: true, [SUITCASE]: false });
    const stale = await a.post(`${CART}/delete`, { lineIds: [phone?.lineId] });
    expect(stale.status).toBe(404);
    const staleNum = await a.post(`${CART}/set-sku-num`, { lineId: phone?.lineId, quantity: 1 });
    expect(staleNum.status).toBe(404);
    const suitcase = await lineOf(a, SUITCASE);
    ok(await a.post(`${CART}/delete`, { lineIds: [suitcase?.lineId] }));
    expect(await lineOf(a, SUITCASE)).toBeUndefined();
    ok(await a.post(`${CART}/clear`));
    expect(ok(await a.get(`${CART}/count`))).toBe(0);
  });
});

describe('favourites and reminders', () => {
  it('adds and removes favourites', async () => {
    ok(await a.post('/api/channel/product/add-favor', { skuNo: SUITCASE, noReload: true }));
    expect(ok(await a.post('/api/channel/product/check-is-favor-v2', { skuNos: [SUITCASE] }))).toEqual({
      [SUITCASE]: true,
    });
    expect(ok(await b.post('/api/channel/product/check-is-favor-v2', { skuNos: [SUITCASE] }))).toEqual({
      [SUITCASE]: false,
    });
    ok(await a.post('/api/channel/product/del-favor', { skuNo: SUITCASE }));
    expect(ok(await a.post('/api/channel/product/check-is-favor-v2', { skuNos: [SUITCASE] }))).toEqual({
      [SUITCASE]: false,
    });
    expect((await a.post('/api/channel/product/add-favor', { skuNo: 'NOPE' })).status).toBe(404);
  });

  it('records arrival and sale reminders only where they make sense', async () => {
    const arrival = remindFlagResultSchema.parse(
      ok(await a.post('/api/channel/cust/add-remind', { skuNo: SOLD_OUT, type: 'arrival' })),
    );
    expect(arrival).toEqual({ skuNo: SOLD_OUT, arrival: true, sale: false });
    ok(await a.post('/api/channel/cust/add-remind', { skuNo: NOT_STARTED, type: 'sale' }));
    expect(ok(await a.post('/api/channel/cust/get-remind-flag-v3', { skuNo: NOT_STARTED }))).toEqual({
      skuNo: NOT_STARTED,
      arrival: false,
      sale: true,
    });
    const inStock = await a.post('/api/channel/cust/add-remind', { skuNo: SUITCASE, type: 'arrival' });
    expect(inStock.status).toBe(409);
    expect(ok(await b.post('/api/channel/cust/get-remind-flag-v3', { skuNo: SOLD_OUT }))).toMatchObject({
      arrival: false,
    });
  });
});

describe('customer isolation (cart)', () => {
  it("answers 404 for another customer's cart lines and changes nothing", async () => {
    const mine = ok(await b.post<{ lineId: number }>(`${CART}/add-v2`, { skuNo: SUITCASE, quantity: 1 }));
    const before = await cart(b);
    for (const [path, body] of [
      ['set-sku-num', { lineId: mine.lineId, quantity: 2 }],
      ['delete', { lineIds: [mine.lineId] }],
      ['select', { lineIds: [mine.lineId], selected: false }],
      ['move-collection', { lineIds: [mine.lineId] }],
      ['switch-stage', { lineId: mine.lineId, stage: 3 }],
      ['jump-query', { lineIds: [mine.lineId] }],
      ['trial', { lineIds: [mine.lineId] }],
    ] as const) {
      const res = await a.post(`${CART}/${path}`, body);
      expect(res.status, path).toBe(404);
    }
    expect(await cart(b)).toEqual(before);
  });

  it('answers 0003 without a session', async () => {
    const res = await shopper(server.url, 'not-a-session').post(`${CART}/query-v2`);
    expect(res.body.resCode).toBe('0003');
  });
});
