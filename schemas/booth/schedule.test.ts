import { describe, expect, it } from 'vitest';
import { isScheduledNow, schedulesOverlap, toEpochMs } from './schedule';

describe('isScheduledNow', () => {
  const now = 1_767_225_600_000;
  it.each([
    [undefined, true],
    [{}, true],
    [{ start: now }, true],
    [{ start: now + 1 }, false],
    [{ end: now }, false],
    [{ end: now + 1 }, true],
    [{ start: now - 10, end: now + 10 }, true],
    [{ start: now - 20, end: now - 10 }, false],
  ])('schedule %j at now -> %s', (schedule, expected) => {
    expect(isScheduledNow({ schedule }, now)).toBe(expected);
  });
});

describe('schedulesOverlap', () => {
  it('treats windows as half-open and missing bounds as open', () => {
    expect(schedulesOverlap(undefined, undefined)).toBe(true);
    expect(schedulesOverlap({ end: 10 }, { start: 10 })).toBe(false);
    expect(schedulesOverlap({ end: 11 }, { start: 10 })).toBe(true);
    expect(schedulesOverlap({ start: 0, end: 5 }, { start: 6, end: 9 })).toBe(false);
    expect(schedulesOverlap(undefined, { start: 6, end: 9 })).toBe(true);
  });
});

describe('toEpochMs', () => {
  it('reads epoch ms and ISO strings with offsets', () => {
    expect(toEpochMs(1_893_427_200_000)).toBe(1_893_427_200_000);
    expect(toEpochMs('2030-01-01T08:00:00+08:00')).toBe(1_893_456_000_000);
  });
});
