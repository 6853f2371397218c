import { describe, expect, it } from 'vitest';
import { centsToYuan, readSearch, searchQuery, wantsResults, yuanToCents } from './searchUrl';

describe('a search in the address', () => {
  it('reads back what it wrote', () => {
    const state = {
      keyword: '华为 手机',
      categoryCode: '2001',
      categoryName: '旗舰手机',
      brand: 'Apple',
      minPriceCents: 100,
      maxPriceCents: 500000,
      inStock: true,
      sort: 3 as const,
      order: 'desc' as const,
    };
    expect(readSearch(new URLSearchParams(searchQuery(state)))).toEqual(state);
  });

  it('ignores what it cannot use and tells the search page from results', () => {
    const s = readSearch(new URLSearchParams('sort=9&order=up&minPriceCents=-1&maxPriceCents=1e5'));
    expect(s).toMatchObject({ keyword: '', sort: 0, order: undefined, minPriceCents: undefined });
    expect(wantsResults(s)).toBe(false);
    expect(wantsResults(readSearch(new URLSearchParams('categoryCode=20')))).toBe(true);
  });

  it('turns typed yuan into cents and back', () => {
    expect(yuanToCents('4999')).toBe(499900);
    expect(yuanToCents('0.5')).toBe(50);
    expect(yuanToCents(' 12.34 ')).toBe(1234);
    expect(yuanToCents('')).toBeUndefined();
    expect(yuanToCents('1.234')).toBeNull();
    expect(yuanToCents('-1')).toBeNull();
    expect(centsToYuan(1234)).toBe('12.34');
    expect(centsToYuan(undefined)).toBe('');
  });
});
