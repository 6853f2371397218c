import { describe, expect, it } from 'vitest';
import { type FullDiscountActivity, judgeFullDiscounts } from './full-discount';
import type { PricedItem } from './pricing';

const activity = (over: Partial<FullDiscountActivity>): FullDiscountActivity => ({
  activityNo: 'A1',
  title: '满300减30',
  scope: 'category',
  categoryCode: 28,
  storeNo: null,
  skuNos: [],
  startAt: 0,
  endAt: 1_000,
  top: false,
  seq: 1,
  tiers: [
    { thresholdCents: 30000, reductionCents: 3000 },
    { thresholdCents: 60000, reductionCents: 8000 },
  ],
  ...over,
});
const item = (skuNo: string, priceCents: number, over: Partial<PricedItem> = {}): PricedItem => ({
  skuNo,
  storeNo: 'S1',
  storeType: 'standard',
  categoryCode: 28,
  priceCents,
  quantity: 1,
  ...over,
});

describe('full discount rules', () => {
  it('counts the threshold itself as reached, one cent below as not', () => {
    expect(judgeFullDiscounts([activity({})], [item('a', 30000)], 10).totalCents).toBe(3000);
    const below = judgeFullDiscounts([activity({})], [item('a', 29999)], 10);
    expect(below.totalCents).toBe(0);
    expect(below.groups[0]?.next).toEqual({ thresholdCents: 30000, reductionCents: 3000, shortfallCents: 1 });
  });

  it('takes the highest tier reached, splits it over stores in whole cents that add up', () => {
    const j = judgeFullDiscounts(
      [activity({})],
      [item('a', 33333, { storeNo: 'S1' }), item('b', 33334, { storeNo: 'S2' })],
      10,
    );
    expect(j.totalCents).toBe(8000);
    expect([...j.byStore.values()].reduce((a, b) => a + b, 0)).toBe(8000);
    expect(j.groups[0]?.next).toBeNull();
  });

  it('puts an item in one activity only (the lowest seq), and ignores activities not running', () => {
    const first = activity({ activityNo: 'A1', seq: 1 });
    const second = activity({ activityNo: 'A2', seq: 2, scope: 'sku', categoryCode: null, skuNos: ['a'] });
    const j = judgeFullDiscounts([second, first], [item('a', 30000)], 10);
    expect(j.groups.map((g) => g.activityNo)).toEqual(['A1']);
    expect(judgeFullDiscounts([first], [item('a', 30000)], 1_000).groups).toEqual([]);
  });
});
