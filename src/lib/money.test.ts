import { describe, expect, it } from 'vitest';
import { formatYuan, normaliseCents, splitPrice } from './money';

describe('formatYuan', () => {
  it('shows cents as yuan with two decimals', () => {
    expect(formatYuan(1999)).toBe('19.99');
    expect(formatYuan(100)).toBe('1.00');
    expect(formatYuan(1)).toBe('0.01');
    expect(formatYuan(10)).toBe('0.10');
    expect(formatYuan(5)).toBe('0.05');
  });

  it('shows zero and negative amounts as 0.00', () => {
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(-1)).toBe('0.00');
    expect(formatYuan(-99999)).toBe('0.00');
  });

  it('keeps large amounts exact', () => {
    expect(formatYuan(123456789012)).toBe('1234567890.12');
    expect(formatYuan(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('rounds fractional cents to the nearest cent, halves up', () => {
    expect(formatYuan(1999.5)).toBe('20.00');
    expect(formatYuan(1999.4)).toBe('19.99');
    // 0.1 + 0.2 style noise must not leak into the display
    expect(formatYuan(0.1 * 3 * 100)).toBe('0.30');
    expect(formatYuan(0.4)).toBe('0.00');
  });

  it('rejects NaN, infinities and unsafe magnitudes', () => {
    expect(() => formatYuan(Number.NaN)).toThrow(RangeError);
    expect(() => formatYuan(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatYuan(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatYuan(2 ** 60)).toThrow(RangeError);
  });
});

describe('splitPrice', () => {
  it('splits integer and decimal parts', () => {
    expect(splitPrice(123456)).toEqual({ integer: '1234', decimal: '56' });
    expect(splitPrice(7)).toEqual({ integer: '0', decimal: '07' });
    expect(splitPrice(500)).toEqual({ integer: '5', decimal: '00' });
  });

  it('agrees with formatYuan for zero and below', () => {
    expect(splitPrice(0)).toEqual({ integer: '0', decimal: '00' });
    expect(splitPrice(-5)).toEqual({ integer: '0', decimal: '00' });
  });
});

describe('normaliseCents', () => {
  it('returns whole non-negative cents', () => {
    expect(normaliseCents(12.5)).toBe(13);
    expect(normaliseCents(-12)).toBe(0);
    expect(normaliseCents(42)).toBe(42);
  });
});
