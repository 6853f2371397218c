import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionBackoff } from './postgres';
import { isDatabaseUnavailable } from './unavailable';

/**
 * While PostgreSQL cannot be reached, calls fail at once for a growing pause instead of each
 * waiting out a connect timeout (and hammering the database as it comes back); the failure still reads as
 * "database away" (503 busy), and the first success ends it.
 */
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

afterEach(() => vi.useRealTimers());

describe('connection backoff', () => {
  it('waits 100 ms doubling to 1 s between attempts, answers busy meanwhile, and ends on success', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const backoff = connectionBackoff((line) => lines.push(line));
    backoff.check(); // nothing failed yet
    backoff.failed(refused);
    let fast: unknown;
    try {
      backoff.check();
    } catch (err) {
      fast = err;
    }
    expect(isDatabaseUnavailable(fast)).toBe(true);
    vi.advanceTimersByTime(100);
    backoff.check(); // the pause is over: this call may try
    const pauses: number[] = [];
    for (let i = 0; i < 6; i++) {
      backoff.failed(refused);
      let waited = 0;
      for (;;) {
        try {
          backoff.check();
          break;
        } catch {
          vi.advanceTimersByTime(50);
          waited += 50;
        }
      }
      pauses.push(waited);
    }
    expect(pauses).toEqual([200, 400, 800, 1000, 1000, 1000]);
    backoff.succeeded();
    backoff.check();
    expect(lines).toHaveLength(2); // once when it went away, once when it came back
  });

  it('leaves failures of a single connection or a query alone (no pause for everyone)', () => {
    const backoff = connectionBackoff(() => {});
    backoff.failed(
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
    backoff.failed(Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(() => backoff.check()).not.toThrow();
  });
});
