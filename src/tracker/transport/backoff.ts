/**
 * Exponential backoff with "equal jitter": half the window fixed, half random, so many
 * phones recovering from the same outage do not retry in lockstep.
 */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const window = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(window / 2 + (random() * window) / 2);
}

/** Retry-After as delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Upper bound for any wait, including a server's Retry-After. */
export const MAX_WAIT_MS = 60 * 60 * 1000;
