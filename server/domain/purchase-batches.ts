/**
 * Batch shipping of purchase-type products (ADR 0017). The partner ships on some weekdays; an order joins
 * the first batch whose cut-off (the given hour, China time UTC+8) is still ahead. Pure: time comes in.
 */

const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;

/** ISO weekday (1 Monday … 7 Sunday) of a China-time day start. */
const isoWeekday = (chinaDayStartMs: number) => {
  const d = new Date(chinaDayStartMs).getUTCDay();
  return d === 0 ? 7 : d;
};

/** The cut-off (epoch ms) of the batch an order placed at `now` joins. */
export function nextBatchAt(now: number, weekdays: readonly number[], cutoffHour: number): number {
  if (weekdays.length === 0) throw new Error('a purchase programme needs at least one batch weekday');
  // Midnight of today in China time, expressed as a UTC instant.
  const chinaToday = Math.floor((now + CHINA_OFFSET) / DAY) * DAY;
  for (let d = 0; d <= 7; d++) {
    const day = chinaToday + d * DAY;
    const cutoff = day - CHINA_OFFSET + cutoffHour * 3_600_000;
    if (weekdays.includes(isoWeekday(day)) && cutoff > now) return cutoff;
  }
  throw new Error('unreachable: a weekday repeats within 8 days');
}

/** Arrival window: transit days after the batch leaves, one day of slack. */
export const arrivalWindow = (batchAt: number, transitDays: number) => ({
  arriveFrom: batchAt + transitDays * DAY,
  arriveTo: batchAt + (transitDays + 1) * DAY,
});

/** What the customer may still buy of a programme with a per-customer limit. */
export const remainingQuota = (limit: number, bought: number) => Math.max(0, limit - bought);
