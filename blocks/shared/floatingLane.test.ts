import { describe, expect, it } from 'vitest';
import { type Box, clearRise } from './floatingLane';

const box = (top: number, bottom: number, left = 315, right = 363): Box => ({ left, top, right, bottom });

describe('clearRise', () => {
  // The home page's column at 375×812: back-top and cart button above the bottom bar and countdown.
  const column = box(614, 714);

  it('stays in its lane when no price is under it', () => {
    expect(clearRise(column, [box(600, 620, 204, 300)])).toBe(0);
  });

  it('rises just above a price row under it, in whole steps', () => {
    const rise = clearRise(column, [box(690, 712, 204, 340)]);
    expect(rise).toBe(24);
  });

  it('rises between two rows of prices, never onto the upper one', () => {
    const prices = [box(690, 712, 204, 340), box(430, 452, 204, 340)];
    const rise = clearRise(column, prices) ?? -1;
    expect(rise).toBeGreaterThan(0);
    expect(614 - rise).toBeGreaterThanOrEqual(452);
  });

  it('answers null when no rise within reach clears the prices', () => {
    const dense = Array.from({ length: 12 }, (_, i) => box(420 + i * 30, 440 + i * 30, 204, 340));
    expect(clearRise(column, dense)).toBeNull();
  });
});
