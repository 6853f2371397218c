import { describe, expect, it } from 'vitest';
import { arrivalWindow, nextBatchAt, remainingQuota } from './purchase-batches';

// Tuesday 2026-11-24 10:00 in China (UTC+8) is 02:00 UTC.
const TUE_10_CHINA = Date.UTC(2026, 10, 24, 2, 0);
const hour = 3_600_000;

describe('purchase batches', () => {
  it('joins today’s batch before the cut-off, China time', () => {
    // Tuesday and Friday batches, 15:00 cut-off: 15:00 China is 07:00 UTC the same day.
    expect(nextBatchAt(TUE_10_CHINA, [2, 5], 15)).toBe(Date.UTC(2026, 10, 24, 7, 0));
  });

  it('after the cut-off waits for the next batch day, across the week end', () => {
    expect(nextBatchAt(TUE_10_CHINA + 6 * hour, [2, 5], 15)).toBe(Date.UTC(2026, 10, 27, 7, 0));
    // Friday after the cut-off: next Tuesday.
    expect(nextBatchAt(Date.UTC(2026, 10, 27, 8, 0), [2, 5], 15)).toBe(Date.UTC(2026, 11, 1, 7, 0));
    // Exactly at the cut-off the batch has left.
    expect(nextBatchAt(Date.UTC(2026, 10, 24, 7, 0), [2], 15)).toBe(Date.UTC(2026, 11, 1, 7, 0));
  });

  it('reads the day in China time, not UTC (Monday 23:00 UTC is Tuesday in China)', () => {
    expect(nextBatchAt(Date.UTC(2026, 10, 23, 23, 0), [2], 15)).toBe(Date.UTC(2026, 10, 24, 7, 0));
  });

  it('gives the arrival window and the quota left', () => {
    expect(arrivalWindow(0, 3)).toEqual({ arriveFrom: 3 * 86_400_000, arriveTo: 4 * 86_400_000 });
    expect(remainingQuota(2, 1)).toBe(1);
    expect(remainingQuota(2, 5)).toBe(0);
  });
});
