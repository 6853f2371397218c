/**
 * Schedule helpers, judged on SERVER time: callers pass `Date.now() + clientServerOffset`, never
 * the bare phone clock (a customer's clock may be wrong or deliberately changed). Zod-free.
 */

export type Schedule = { start?: number | undefined; end?: number | undefined };

/** Live when start <= now < end; a missing bound is open. */
export function isScheduledNow(block: { schedule?: Schedule | undefined }, serverNow: number): boolean {
  const s = block.schedule;
  if (s === undefined) return true;
  if (s.start !== undefined && serverNow < s.start) return false;
  if (s.end !== undefined && serverNow >= s.end) return false;
  return true;
}

/** True when two half-open windows share at least one instant (used by the cross-block rules). */
export function schedulesOverlap(a: Schedule | undefined, b: Schedule | undefined): boolean {
  const aStart = a?.start ?? Number.NEGATIVE_INFINITY;
  const aEnd = a?.end ?? Number.POSITIVE_INFINITY;
  const bStart = b?.start ?? Number.NEGATIVE_INFINITY;
  const bEnd = b?.end ?? Number.POSITIVE_INFINITY;
  return aStart < bEnd && bStart < aEnd;
}

/** Epoch ms from an epoch-ms number or an ISO 8601 string with offset (countdown end time). */
export function toEpochMs(value: number | string): number {
  return typeof value === 'number' ? value : Date.parse(value);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The next end of a round that recurs every day at `endMs`'s time of day: the first `endMs + k days`
 * after `now`. China keeps UTC+8 all year, so whole days keep the wall-clock time (a bottom countdown
 * with `repeat: 'daily'`).
 */
export function nextDailyEnd(endMs: number, now: number): number {
  return endMs + (Math.floor((now - endMs) / DAY_MS) + 1) * DAY_MS;
}
