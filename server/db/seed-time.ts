import * as z from 'zod';

/**
 * Seed schedules are written relative to the moment the database is seeded (the injected clock), never
 * as absolute dates, so a fresh mall always shows deals ending in hours, a presale starting tomorrow and
 * coupons valid for weeks. Two forms:
 *
 * - a plain offset: `+6h`, `-2h`, `+1d`, `+1d2h30m`, `-45m` (days, hours, minutes; in that order);
 * - a wall-clock time in China (UTC+8) on a day counted from the seeding day: `today@22:00`,
 *   `tomorrow@10:00`, `+3d@00:00`, `-1d@22:00`. `today@24:00` is tonight's midnight.
 */
export const SEED_TIME_ZONE_OFFSET_MS = 8 * 60 * 60 * 1000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const OFFSET = /^([+-])(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?$/;
const WALL_CLOCK = /^(today|tomorrow|[+-]\d+d)@(\d{2}):(\d{2})$/;

/** Epoch ms of a seed time spec against `now`; throws on a malformed spec. */
export function resolveSeedTime(spec: string, now: number): number {
  const offset = OFFSET.exec(spec);
  if (offset !== null && spec.length > 1) {
    const [, sign, d, h, m] = offset;
    if (d === undefined && h === undefined && m === undefined) throw new Error(`bad seed time "${spec}"`);
    const ms = Number(d ?? 0) * DAY + Number(h ?? 0) * HOUR + Number(m ?? 0) * MINUTE;
    return sign === '-' ? now - ms : now + ms;
  }
  const wall = WALL_CLOCK.exec(spec);
  if (wall !== null) {
    const [, day = '', hh = '', mm = ''] = wall;
    const days = day === 'today' ? 0 : day === 'tomorrow' ? 1 : Number(day.slice(0, -1));
    const hours = Number(hh);
    const minutes = Number(mm);
    if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0))
      throw new Error(`bad seed time "${spec}"`);
    const localMidnight = Math.floor((now + SEED_TIME_ZONE_OFFSET_MS) / DAY) * DAY - SEED_TIME_ZONE_OFFSET_MS;
    return localMidnight + days * DAY + hours * HOUR + minutes * MINUTE;
  }
  throw new Error(`bad seed time "${spec}"`);
}

/** A seed time spec in a fixture file; parsing checks the form, resolving needs the clock. */
export const seedTimeSchema = z.string().refine(
  (s) => {
    try {
      resolveSeedTime(s, 0);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'expected a relative seed time such as "+6h", "-1d" or "tomorrow@10:00"' },
);

/** Days as a whole number, for "valid for N days" fields. */
export const daysMs = (days: number): number => days * DAY;
