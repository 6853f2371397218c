import { describe, expect, it } from 'vitest';
import { entrySource } from './tracking';

describe('entry source', () => {
  it('keeps the src of the first address for the rest of the visit', () => {
    expect(entrySource('?src=bank-banner&popup=1')).toBe('bank-banner');
    // Later in-app addresses carry no src; the visit's source stays.
    expect(entrySource('')).toBe('bank-banner');
    expect(entrySource('?src=push')).toBe('push');
  });

  it('is null when the shopper came without one', () => {
    expect(entrySource('')).toBeNull();
  });
});
