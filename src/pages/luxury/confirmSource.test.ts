import { describe, expect, it } from 'vitest';
import { readLuxurySource } from './confirmSource';

describe('readLuxurySource', () => {
  it('reads a token, or a product with quantity and instalments', () => {
    expect(readLuxurySource('?token=abc')).toEqual({ kind: 'token', confirmToken: 'abc' });
    expect(readLuxurySource('?skuNo=SKU1&quantity=2&stage=6')).toEqual({
      kind: 'buyNow',
      skuNo: 'SKU1',
      quantity: 2,
      stage: 6,
    });
    expect(readLuxurySource('?skuNo=SKU1')).toEqual({
      kind: 'buyNow',
      skuNo: 'SKU1',
      quantity: 1,
      stage: null,
    });
  });

  it('an unknown stage means in full; nonsense means nothing to confirm', () => {
    expect(readLuxurySource('?skuNo=SKU1&stage=5')).toMatchObject({ stage: null });
    expect(readLuxurySource('')).toBeNull();
    expect(readLuxurySource('?skuNo=SKU1&quantity=0')).toBeNull();
    expect(readLuxurySource('?skuNo=SKU1&quantity=x')).toBeNull();
  });
});
