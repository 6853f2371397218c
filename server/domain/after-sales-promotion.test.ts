import { describe, expect, it } from 'vitest';
import { goodsRefundCents, linePaidCents } from './after-sales';

/** mulberry32: reproducible cases without a dependency. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

describe('a store discount with a full discount (满减) apportioned per line', () => {
  it('the full discount stays with the lines of its activity; only the coupon is spread over all', () => {
    // Mooncakes ¥368 in 满300减30, a phone ¥100 outside it; a ¥10 coupon on top: store discount ¥40.
    const paid = linePaidCents({
      discountCents: 4000,
      items: [
        { orderItemNo: 'MOON', goodsCents: 36800, promotionCents: 3000 },
        { orderItemNo: 'PHONE', goodsCents: 10000, promotionCents: 0 },
      ],
    });
    // The ¥10 coupon over the net amounts 33800 : 10000 → 772 : 228 (largest remainder).
    expect(paid.get('MOON')).toBe(36800 - 3000 - 772);
    expect(paid.get('PHONE')).toBe(10000 - 228);
    expect(sum(paid)).toBe(36800 + 10000 - 4000);
  });

  it('without any full discount it is the old spread by goods', () => {
    const paid = linePaidCents({
      discountCents: 3000,
      items: [
        { orderItemNo: 'A', goodsCents: 131000, promotionCents: 0 },
        { orderItemNo: 'B', goodsCents: 10001 },
      ],
    });
    expect(paid.get('A')).toBe(131000 - 2787);
    expect(paid.get('B')).toBe(10001 - 213);
  });

  it('for any order: whole cents, never below zero, never above goods, summing exactly to what was paid', () => {
    const random = seededRandom(13);
    const int = (n: number) => Math.floor(random() * n);
    for (let run = 0; run < 2000; run += 1) {
      const items = Array.from({ length: 1 + int(5) }, (_, k) => {
        const goodsCents = 1 + int(200_000);
        const promotionCents = random() < 0.5 ? 0 : int(goodsCents + 1);
        return { orderItemNo: `L${k}`, goodsCents, promotionCents };
      });
      const goods = items.reduce((a, i) => a + i.goodsCents, 0);
      const promotion = items.reduce((a, i) => a + i.promotionCents, 0);
      // Usually the shares plus a coupon; sometimes (a hand-edited order) less than the shares.
      const discountCents = random() < 0.9 ? Math.min(goods, promotion + int(5000)) : int(promotion + 1);
      const paid = linePaidCents({ discountCents, items });
      expect(sum(paid)).toBe(goods - discountCents);
      for (const i of items) {
        const p = paid.get(i.orderItemNo) ?? -1;
        expect(Number.isInteger(p) && p >= 0 && p <= i.goodsCents).toBe(true);
      }
      // Refunding every line unit by unit, in any order, returns exactly what was paid.
      let refunded = 0;
      for (const i of items) {
        const bought = 1 + int(4);
        let claimedQuantity = 0;
        let claimedGoodsCents = 0;
        while (claimedQuantity < bought) {
          const quantity = 1 + int(bought - claimedQuantity);
          const r = goodsRefundCents({
            linePaidCents: paid.get(i.orderItemNo) ?? 0,
            bought,
            claimedQuantity,
            claimedGoodsCents,
            quantity,
          });
          claimedQuantity += quantity;
          claimedGoodsCents += r;
        }
        expect(claimedGoodsCents).toBe(paid.get(i.orderItemNo));
        refunded += claimedGoodsCents;
      }
      expect(refunded).toBe(goods - discountCents);
    }
  });
});
