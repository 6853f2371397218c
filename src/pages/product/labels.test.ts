import { describe, expect, it } from 'vitest';
import { buyModeOf } from './labels';

describe('product buy mode', () => {
  it('maps shelf status and stock state to the buttons offered', () => {
    expect(buyModeOf(1, 0)).toBe('buy');
    expect(buyModeOf(1, 1)).toBe('arrivalReminder');
    expect(buyModeOf(1, 2)).toBe('arrivalReminder');
    expect(buyModeOf(1, 3)).toBe('saleReminder');
    expect(buyModeOf(0, 0)).toBe('offShelf');
  });
});
