import { syncServerClock } from '../lib/serverClock';

/**
 * The console's view of server time. The preview renders with the mall's renderer, which judges
 * schedules and countdowns on serverNow(); "as of T" moves that clock to T (time travel), and
 * leaving it puts the real offset back.
 */
let realOffset = 0;

export function learnServerTime(serverTime: number, requestStartedAt: number): void {
  const answeredAt = Date.now();
  realOffset = Math.round(serverTime - (requestStartedAt + (answeredAt - requestStartedAt) / 2));
  syncServerClock(serverTime, requestStartedAt, answeredAt);
}

export const realServerNow = (): number => Date.now() + realOffset;

/** Preview as of `asOf` (epoch ms, server time), or the real server time for null. */
export function previewClock(asOf: number | null): void {
  const now = Date.now();
  syncServerClock(asOf ?? now + realOffset, now, now);
}

const BEIJING_MS = 8 * 60 * 60 * 1000;

/** epoch ms → 'YYYY-MM-DDTHH:mm' in Beijing time, for datetime-local inputs (server time is Beijing). */
export const toBeijingInput = (ms: number): string => new Date(ms + BEIJING_MS).toISOString().slice(0, 16);

/**
 * 'YYYY-MM-DDTHH:mm' (or with ':ss', which a datetime-local input gives when its value has seconds) read as
 * Beijing time → epoch ms; NaN when empty or malformed.
 */
export const fromBeijingInput = (value: string): number => {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(value);
  return m ? Date.parse(`${m[1]}${m[2] ?? ':00'}+08:00`) : Number.NaN;
};
