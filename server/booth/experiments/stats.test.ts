import { describe, expect, it } from 'vitest';
import { normalCdf, twoProportionTest, wilsonInterval } from './stats';

describe('experiment statistics (ADR 0056)', () => {
  it('gives the Wilson 95 % interval of a rate, within [0, 1]', () => {
    // 10 of 100: the textbook interval is 0.0552 to 0.1744.
    const i = wilsonInterval(10, 100);
    expect(i?.low).toBeCloseTo(0.0552, 3);
    expect(i?.high).toBeCloseTo(0.1744, 3);
    // 0 of 20 still has room above 0; 20 of 20 below 1.
    expect(wilsonInterval(0, 20)).toEqual({ low: 0, high: expect.closeTo(0.1611, 3) });
    expect(wilsonInterval(20, 20)?.high).toBe(1);
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('has the normal distribution function right', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 5);
  });

  it('calls a small difference on small samples not significant, and a large one significant', () => {
    const small = twoProportionTest({ successes: 10, trials: 100 }, { successes: 14, trials: 100 });
    expect(small?.significant).toBe(false);
    expect(small?.interval.low).toBeLessThan(0);
    expect(small?.interval.high).toBeGreaterThan(0);
    // 10 % against 15 % over 2,000 each: z ≈ 4.8.
    const large = twoProportionTest({ successes: 200, trials: 2000 }, { successes: 300, trials: 2000 });
    expect(large?.significant).toBe(true);
    expect(large?.difference).toBeCloseTo(0.05, 6);
    expect(large?.pValue).toBeLessThan(0.001);
    expect(large?.interval.low).toBeGreaterThan(0);
    // The textbook pooled z-test: 120/1000 against 150/1000 gives z ≈ 1.96, p ≈ 0.05.
    const edge = twoProportionTest({ successes: 120, trials: 1000 }, { successes: 150, trials: 1000 });
    expect(edge?.pValue).toBeCloseTo(0.0497, 2);
  });

  it('has no answer before both sides have trials, and no variance as no difference', () => {
    expect(twoProportionTest({ successes: 0, trials: 0 }, { successes: 1, trials: 10 })).toBeNull();
    expect(twoProportionTest({ successes: 0, trials: 10 }, { successes: 0, trials: 10 })?.significant).toBe(
      false,
    );
  });
});
