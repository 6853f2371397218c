import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AssignableVariant, bucketOf, chooseVariant, type ShopperContext } from './assign';

/** 2,000 visitors with ids shaped like the tracker's (32 hex), made from their number: no seed, no flake. */
const VISITORS = Array.from({ length: 2000 }, (_, i) =>
  createHash('md5').update(`simulated-visitor-${i}`).digest('hex'),
);

const ctx = (visitorId: string, over: Partial<ShopperContext> = {}): ShopperContext => ({
  visitorId,
  isNew: false,
  elder: false,
  channel: 'cmbmobile',
  region: null,
  ...over,
});

const split = (weights: number[]): AssignableVariant[] =>
  weights.map((weight, i) => ({ key: (['A', 'B', 'C', 'D'] as const)[i] ?? 'A', weight, audience: null }));

/** Pearson's chi-square of observed counts against the split's expected shares. */
function chiSquare(observed: number[], weights: number[], n: number): number {
  return observed.reduce((s, o, i) => {
    const expected = (n * (weights[i] ?? 0)) / 100;
    return s + (o - expected) ** 2 / expected;
  }, 0);
}

/** The chi-square critical values at p = 0.001 for 1, 2 and 3 degrees of freedom. */
const CRITICAL_001 = [10.828, 13.816, 16.266];

describe('the split (ADR 0056)', () => {
  for (const weights of [
    [50, 50],
    [50, 30, 20],
    [25, 25, 25, 25],
    [10, 90],
  ]) {
    for (const experimentId of [1, 7, 42]) {
      it(`holds ${weights.join('/')} within bounds over 2,000 visitors (experiment ${experimentId})`, () => {
        const variants = split(weights);
        const counts = new Map<string, number>();
        for (const v of VISITORS) {
          const key = chooseVariant({ id: experimentId, mode: 'split', variants }, ctx(v)).key;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        const observed = variants.map((v) => counts.get(v.key) ?? 0);
        expect(observed.reduce((a, b) => a + b, 0)).toBe(VISITORS.length);
        // Chi-square goodness of fit: far below the 0.1 % critical value.
        expect(chiSquare(observed, weights, VISITORS.length)).toBeLessThan(
          CRITICAL_001[weights.length - 2] ?? 0,
        );
        // And each variant within four standard deviations of its share.
        for (const [i, o] of observed.entries()) {
          const p = (weights[i] ?? 0) / 100;
          const sd = Math.sqrt(VISITORS.length * p * (1 - p));
          expect(Math.abs(o - VISITORS.length * p)).toBeLessThan(4 * sd);
        }
      });
    }
  }

  it('gives a visitor the same variant on every request, and other experiments an independent split', () => {
    const variants = split([50, 50]);
    for (const v of VISITORS.slice(0, 200)) {
      const first = chooseVariant({ id: 3, mode: 'split', variants }, ctx(v)).key;
      for (let i = 0; i < 3; i++)
        expect(chooseVariant({ id: 3, mode: 'split', variants }, ctx(v)).key).toBe(first);
    }
    const same = VISITORS.filter((v) => bucketOf(v, 3) < 5000 === bucketOf(v, 4) < 5000).length;
    // Independent halves agree for about half the visitors, not for all of them.
    expect(same).toBeGreaterThan(850);
    expect(same).toBeLessThan(1150);
  });

  it('gives a shopper without a visitor id (no consent, ADR 0075) the control, or the first with a share', () => {
    const none = ctx('', { visitorId: null });
    for (const weights of [
      [50, 50],
      [10, 90],
      [100, 0, 0],
    ])
      expect(chooseVariant({ id: 3, mode: 'split', variants: split(weights) }, none).key).toBe('A');
    expect(chooseVariant({ id: 3, mode: 'split', variants: split([0, 30, 70]) }, none).key).toBe('B');
  });

  it('puts nobody in a variant of weight 0', () => {
    const variants = split([0, 100]);
    expect(VISITORS.every((v) => chooseVariant({ id: 9, mode: 'split', variants }, ctx(v)).key === 'B')).toBe(
      true,
    );
  });
});

describe('audience rules (ADR 0056)', () => {
  const variants: AssignableVariant[] = [
    { key: 'A', weight: null, audience: { elder: true } },
    { key: 'B', weight: null, audience: { customer: 'new' } },
    { key: 'C', weight: null, audience: { channel: 'wechat', region: 'GD' } },
    { key: 'D', weight: null, audience: null },
  ];
  const pick = (over: Partial<ShopperContext>) =>
    chooseVariant({ id: 1, mode: 'audience', variants }, ctx('0'.repeat(32), over)).key;

  it('picks the first variant whose rule holds, and the last for everyone else', () => {
    expect(pick({ elder: true })).toBe('A');
    expect(pick({ elder: true, isNew: true })).toBe('A');
    expect(pick({ isNew: true })).toBe('B');
    expect(pick({ channel: 'wechat', region: 'GD' })).toBe('C');
    expect(pick({ channel: 'wechat', region: 'BJ' })).toBe('D');
    expect(pick({})).toBe('D');
  });

  it('judges a returning customer apart from a new one', () => {
    const returning: AssignableVariant[] = [
      { key: 'A', weight: null, audience: { customer: 'returning' } },
      { key: 'B', weight: null, audience: null },
    ];
    const choose = (isNew: boolean) =>
      chooseVariant({ id: 1, mode: 'audience', variants: returning }, ctx('1'.repeat(32), { isNew })).key;
    expect([choose(false), choose(true)]).toEqual(['A', 'B']);
  });
});
