import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTrialResultSchema } from '../../schemas/api/cart-v2';
import { confirmationInfoResultSchema, createOrderResultSchema } from '../../schemas/api/order';
import { productPageSchema } from '../../schemas/api/productCard';
import {
  activitySpecialFlagResultSchema,
  activityTagsResultSchema,
  activityTagsV1ResultSchema,
  fullDiscountCategoryResultSchema,
  promotionAddCartResultSchema,
  promotionIndexResultSchema,
  promotionMbankIndexResultSchema,
  promotionTopResultSchema,
} from '../../schemas/api/promotion';
import { storeCouponListResultSchema } from '../../schemas/api/store-coupon';
import { call, login, startTestServer, type TestServer } from './helpers';
import { CART, ORDER, ok, type Shopper, shopper } from './shopping-helpers';

const M = '/api/marketing';
const MOONCAKE = 'SKU2800702'; // 36800, category 28 (FD0001 满300减30 满600减80)
const TEA = 'SKU2800501'; // 88800, category 28
const BRACELET = 'SKU2600701'; // 39900, store ST1007 (FD0003), used below for an edge activity of its own
const PHONE = 'SKU2000101'; // in no activity

let server: TestServer;
let zhang: Shopper;
let wang: Shopper;

beforeAll(async () => {
  server = await startTestServer();
  zhang = shopper(server.url, await login(server.url, 'C0002'));
  wang = shopper(server.url, await login(server.url, 'C0003'));
});
afterAll(() => server?.stop());

/** An activity of the test's own, ranked before the seeded ones (seq 0), on one SKU with one tier. */
async function edgeActivity(
  activityNo: string,
  skuNo: string,
  thresholdCents: number,
  reductionCents: number,
) {
  const now = Date.now();
  await server.db.query(
    `INSERT INTO full_discount_activities (activity_no, title, scope, start_at, end_at, seq)
     VALUES ($1, $1, 'sku', $2, $3, 0)`,
    [activityNo, now - 60_000, now + 86_400_000],
  );
  await server.db.query('INSERT INTO full_discount_skus (activity_no, sku_no) VALUES ($1, $2)', [
    activityNo,
    skuNo,
  ]);
  await server.db.query(
    'INSERT INTO full_discount_tiers (activity_no, threshold_cents, reduction_cents) VALUES ($1, $2, $3)',
    [activityNo, thresholdCents, reductionCents],
  );
}

const buyNow = async (s: Shopper, skuNo: string, quantity = 1) =>
  confirmationInfoResultSchema.parse(
    ok(await s.post(`${ORDER}/confirmation-info`, { source: 'buyNow', skuNo, quantity })),
  );

const trial = async (s: Shopper) => cartTrialResultSchema.parse(ok(await s.post(`${CART}/trial`, {})));

describe('full discount in the order quote', () => {
  it('takes the reduction off exactly at the threshold, and not one cent below it', async () => {
    // C0002 holds no coupon that applies to a 399 yuan bracelet, so the discount is the activity's alone.
    await edgeActivity('TFD-EDGE', BRACELET, 39900, 1000);
    const at = await buyNow(zhang, BRACELET);
    expect(at.amounts.goodsCents).toBe(39900);
    expect(at.couponNo).toBeNull();
    expect(at.amounts.discountCents).toBe(1000);
    expect(at.amounts.payableCents).toBe(39900 - 1000 + at.amounts.freightCents);

    // The order made from it carries the same amounts.
    const addressId = at.address?.addressId ?? 0;
    const order = createOrderResultSchema.parse(
      ok(
        await zhang.post(`${ORDER}/create-order`, {
          confirmToken: at.confirmToken,
          addressId,
          couponNo: null,
        }),
      ),
    );
    expect(order.payableCents).toBe(at.amounts.payableCents);

    await server.db.query(
      "UPDATE full_discount_tiers SET threshold_cents = 39901 WHERE activity_no = 'TFD-EDGE'",
    );
    const below = await buyNow(zhang, BRACELET);
    expect(below.amounts.discountCents).toBe(0);
    expect(below.amounts.payableCents).toBe(39900 + below.amounts.freightCents);
  });

  it('judges coupons on what the full discount leaves: 满减 first, then the coupon threshold', async () => {
    // C0002 holds 全场满500减50 (CP0001). Two bracelets are ¥798; a full discount of ¥300 leaves ¥498.
    await server.db.query(
      "UPDATE full_discount_tiers SET threshold_cents = 79800, reduction_cents = 30000 WHERE activity_no = 'TFD-EDGE'",
    );
    const under = await buyNow(zhang, BRACELET, 2);
    expect(under.amounts.discountCents).toBe(30000);
    expect(under.couponNo).toBeNull();
    expect(under.availableCoupons.map((c) => c.couponNo)).not.toContain('CP0001');

    // ¥298 off leaves exactly ¥500: the coupon's threshold is reached and both apply.
    await server.db.query(
      "UPDATE full_discount_tiers SET reduction_cents = 29800 WHERE activity_no = 'TFD-EDGE'",
    );
    const at = await buyNow(zhang, BRACELET, 2);
    expect(at.couponNo).toBe('CP0001');
    expect(at.amounts.discountCents).toBe(29800 + 5000);
    expect(at.amounts.payableCents).toBe(79800 - 34800 + at.amounts.freightCents);
  });

  it('leaves goods outside every activity alone', async () => {
    const phone = await buyNow(zhang, PHONE);
    // Only the preselected coupon (C0002's 满500减50) takes something off.
    const coupon = phone.availableCoupons.find((c) => c.couponNo === phone.couponNo)?.deductCents ?? 0;
    expect(phone.amounts.discountCents).toBe(coupon);
  });
});

describe('the cart hint', () => {
  it('says how much more reaches the next tier, then what is already taken off', async () => {
    ok(await wang.post(`${CART}/clear`, { scope: 'all' }));
    ok(await wang.post(`${CART}/add-v2`, { skuNo: MOONCAKE, quantity: 1 }));
    const one = await trial(wang);
    const group = one.promotions.find((g) => g.activityNo === 'FD0001');
    expect(group).toMatchObject({
      eligibleCents: 36800,
      reductionCents: 3000,
      next: { thresholdCents: 60000, reductionCents: 8000, shortfallCents: 60000 - 36800 },
    });
    expect(one.promotionCents).toBe(3000);
    // The coupon C0003 holds (10 yuan, no threshold) comes on top; both are in discountCents.
    expect(one.discountCents).toBeGreaterThanOrEqual(3000);
    expect(one.payableCents).toBe(one.goodsCents - one.discountCents + one.freightCents);

    ok(await wang.post(`${CART}/add-v2`, { skuNo: TEA, quantity: 1 }));
    const two = await trial(wang);
    expect(two.promotions.find((g) => g.activityNo === 'FD0001')).toMatchObject({
      eligibleCents: 36800 + 88800,
      reductionCents: 8000,
      next: null,
    });

    // The checkout quote of the same lines agrees with the trial to the cent.
    const info = confirmationInfoResultSchema.parse(
      ok(await wang.post(`${ORDER}/confirmation-info`, { source: 'cart' })),
    );
    expect(info.amounts).toEqual({
      goodsCents: two.goodsCents,
      discountCents: two.discountCents,
      freightCents: two.freightCents,
      payableCents: two.payableCents,
    });
  });

  it('add-cart-sku adds a covered SKU and answers the activity on the cart; refuses one it does not cover', async () => {
    ok(await wang.post(`${CART}/clear`, { scope: 'all' }));
    const added = promotionAddCartResultSchema.parse(
      ok(
        await wang.post(`${M}/promotion/add-cart-sku`, {
          activityNo: 'FD0001',
          skuNo: MOONCAKE,
          quantity: 1,
        }),
      ),
    );
    expect(added.count).toBe(1);
    expect(added.group).toMatchObject({ activityNo: 'FD0001', reductionCents: 3000 });

    const refused = await wang.post(`${M}/promotion/add-cart-sku`, { activityNo: 'FD0001', skuNo: PHONE });
    expect(refused.status).toBe(409);
    const unknown = await wang.post(`${M}/promotion/add-cart-sku`, { activityNo: 'FD9999', skuNo: MOONCAKE });
    expect(unknown.status).toBe(404);
    const anonymous = await call(server.url, `${M}/promotion/add-cart-sku`, {
      method: 'POST',
      json: { activityNo: 'FD0001', skuNo: MOONCAKE },
    });
    expect(anonymous.body.resCode).toBe('0003');

    // mbank-index shows the caller's own cart only: another customer's cart never shows through.
    const mine = promotionMbankIndexResultSchema.parse(ok(await wang.get(`${M}/promotion/mbank-index`)));
    expect(mine.cartGroups.map((g) => g.activityNo)).toContain('FD0001');
    ok(await zhang.post(`${CART}/clear`, { scope: 'all' }));
    const theirs = promotionMbankIndexResultSchema.parse(ok(await zhang.get(`${M}/promotion/mbank-index`)));
    expect(theirs.cartGroups).toEqual([]);
  });
});

describe('promotion pages, tags and scene coupons', () => {
  it('lists the seeded activities with their goods and categories', async () => {
    const index = promotionIndexResultSchema.parse(ok(await call(server.url, `${M}/promotion/index`)));
    const food = index.activities.find((a) => a.activityNo === 'FD0001');
    expect(food?.title).toContain('满300减30');
    expect(food?.products.length).toBeGreaterThan(0);
    expect(index.activities[0]?.top).toBe(true);

    const top = promotionTopResultSchema.parse(ok(await call(server.url, `${M}/promotion/top`)));
    expect(top.activities.every((a) => a.top)).toBe(true);

    const goods = productPageSchema.parse(
      ok(await call(server.url, '/api/channel/full-discount-product-search?activityNo=FD0002&pageSize=50')),
    );
    expect(goods.items.map((c) => c.skuNo).sort()).toEqual(['SKU2300101', 'SKU2300201', 'SKU2300501']);
    const sameList = productPageSchema.parse(
      ok(await call(server.url, `${M}/promotion/list?activityNo=FD0002&pageSize=50`)),
    );
    expect(sameList).toEqual(goods);

    const cats = fullDiscountCategoryResultSchema.parse(
      ok(await call(server.url, '/api/channel/get-full-discount-category?activityNo=FD0001')),
    );
    expect(cats.categories).toEqual([expect.objectContaining({ categoryCode: 28 })]);

    const both = await call(
      server.url,
      '/api/channel/full-discount-product-search?activityNo=FD0001&couponNo=CP0001',
    );
    expect(both.status).toBe(400);
  });

  it('tags a product with the activity it takes part in', async () => {
    const tags = activityTagsResultSchema.parse(
      ok(
        await call(server.url, `${M}/activity/product-activity-tags`, {
          method: 'POST',
          json: { skuNos: [TEA, PHONE] },
        }),
      ),
    );
    expect(tags[TEA]?.[0]).toMatchObject({
      activityNo: 'FD0001',
      tiers: [
        { thresholdCents: 30000, reductionCents: 3000 },
        { thresholdCents: 60000, reductionCents: 8000 },
      ],
    });
    expect(tags[PHONE]).toEqual([]);
    const v1 = activityTagsV1ResultSchema.parse(
      ok(await call(server.url, `${M}/activity/product-activity-tags-v1?skuNo=${TEA}`)),
    );
    expect(v1.tags).toHaveLength(1);
    const flag = activitySpecialFlagResultSchema.parse(
      ok(await call(server.url, `${M}/activity/get-activity-special-flag?skuNo=${TEA}`)),
    );
    expect(flag).toMatchObject({ fullDiscount: true, special: true });
    const none = await call(server.url, `${M}/activity/get-activity-special-flag?skuNo=SKU0000000`);
    expect(none.status).toBe(404);
  });

  it('an activity that ended no longer tags, prices or lists', async () => {
    server.advance(61 * 86_400_000);
    try {
      const tags = activityTagsV1ResultSchema.parse(
        ok(await call(server.url, `${M}/activity/product-activity-tags-v1?skuNo=${TEA}`)),
      );
      expect(tags.tags).toEqual([]);
      const gone = await call(server.url, '/api/channel/full-discount-product-search?activityNo=FD0001');
      expect(gone.status).toBe(404);
    } finally {
      server.advance(-61 * 86_400_000);
    }
  });

  it('offers the scene coupons with their state, and claims through the nebula channel', async () => {
    const anonymous = storeCouponListResultSchema.parse(
      ok(await call(server.url, `${M}/scene/get-coupon?scene=payResult`)),
    );
    expect(anonymous.personal).toBe(false);
    expect(anonymous.coupons.map((c) => c.couponNo)).toEqual(['CP0102', 'CP0001']);
    const bad = await call(server.url, `${M}/scene/get-coupon?scene=nowhere`);
    expect(bad.status).toBe(400);

    const claimed = await zhang.post(`${M}/coupon/catch4nebula`, { couponNo: 'CP0102' });
    expect(claimed.body.resCode).toBe('0000');
    const after = storeCouponListResultSchema.parse(
      ok(await zhang.get(`${M}/scene/get-coupon`, { scene: 'payResult' })),
    );
    expect(after.coupons.find((c) => c.couponNo === 'CP0102')?.held).toBe(true);
  });
});
