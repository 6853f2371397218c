export interface RateLimit {
  /** Uploads per second a key may sustain. */
  perSecond: number;
  /** Uploads a key may send at once after a quiet spell. */
  burst: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterS: number };

/**
 * Token bucket per secret key. Every client of one app and environment shares its key, so this caps
 * the upload rate of that app on this server instance (per instance: scale-out multiplies it).
 * Keys come from the configured allowlist only, so the map cannot grow without bound.
 */
export class KeyRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly clock: () => number,
  ) {}

  take(key: string): RateDecision {
    const now = this.clock();
    const { perSecond, burst } = this.limit;
    const b = this.buckets.get(key) ?? { tokens: burst, at: now };
    b.tokens = Math.min(burst, b.tokens + (Math.max(0, now - b.at) / 1000) * perSecond);
    b.at = now;
    this.buckets.set(key, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfterS: Math.max(1, Math.ceil((1 - b.tokens) / perSecond)) };
  }
}
