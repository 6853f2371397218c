import { describe, expect, it } from 'vitest';
import { buyModeOf, countdownText } from './labels';

describe('product buy mode and countdown', () => {
  it('maps shelf status and stock state to the buttons offered', () => {
    expect(buyModeOf(1, 0)).toBe('buy');
    expect(buyModeOf(1, 1)).toBe('arrivalReminder');
    expect(buyModeOf(1, 2)).toBe('arrivalReminder');
    expect(buyModeOf(1, 3)).toBe('saleReminder');
    expect(buyModeOf(0, 0)).toBe('offShelf');
  });

  it('counts down in days, hours, minutes and seconds', () => {
    expect(countdownText(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toBe('2d 03:04:05');
    expect(countdownText(59_999)).toBe('00:00:59');
    expect(countdownText(-10)).toBe('00:00:00');
  });
});
