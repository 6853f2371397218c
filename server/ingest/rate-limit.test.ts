import { describe, expect, it } from 'vitest';
import { KeyRateLimiter } from './rate-limit';

describe('KeyRateLimiter', () => {
  it('allows the burst, refuses with a Retry-After, refills with time, and keeps keys apart', () => {
    let now = 0;
    const limiter = new KeyRateLimiter({ perSecond: 0.5, burst: 2 }, () => now);
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterS: 2 });
    expect(limiter.take('b')).toEqual({ ok: true });
    now += 2000;
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a').ok).toBe(false);
  });
});
