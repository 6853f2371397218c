import type { AppDeps } from '../config';
import type { Db } from '../db/db';
import { DAY_MS, localDayStart } from '../domain/local-day';
import type { JobSpec } from '../jobs/runner';
import { dropTrackingBefore, hasDayPartition, makeDayPartition } from '../repos/trace-partitions';

/** Tracking events are kept this many days unless TRACKING_RETENTION_DAYS says otherwise. */
export const TRACKING_RETENTION_DAYS_DEFAULT = 180;
/** Day partitions are made this many days ahead, so a clock a little fast still finds its day. */
const DAYS_AHEAD = 2;
/** ... and from yesterday: an upload kept on a phone overnight still lands in a day partition. */
const DAYS_BEHIND = 1;
const HOUR_MS = 60 * 60 * 1000;

/** Makes the China day starting at `from` its partition unless it has one; true when it made it. */
export async function ensureDayPartition(db: Db, from: number): Promise<boolean> {
  // Checked first without a lock: on most passes every day exists and uploads are never held up.
  if (await hasDayPartition(db, from)) return false;
  return db.transaction((tx) => makeDayPartition(tx, from));
}

/**
 * The day partitions around `now` (yesterday to two days ahead); answers how many it made. Also run at
 * boot, before the server listens: making a day while its uploads arrive is a race PostgreSQL can only
 * settle by a retry (server/ingest/content-errors.ts), and a read planned just before the move misses the
 * moved rows for that one query.
 */
export async function ensureDaysAround(db: Db, now: number): Promise<number> {
  const today = localDayStart(now);
  let created = 0;
  for (let d = -DAYS_BEHIND; d <= DAYS_AHEAD; d++) {
    if (await ensureDayPartition(db, today + d * DAY_MS)) created += 1;
  }
  return created;
}

/**
 * One pass: the day partitions around `now` exist, and everything older than the retention period is gone
 * (whole days dropped). Answers what it did, for the log and the tests.
 */
export async function keepTrackingByDay(
  db: Db,
  now: number,
  retentionDays: number = TRACKING_RETENTION_DAYS_DEFAULT,
): Promise<{ created: number; dropped: number }> {
  const today = localDayStart(now);
  const created = await ensureDaysAround(db, now);
  // Whole China days: an event is kept for at least `retentionDays` full days after the day it happened.
  const dropped = await dropTrackingBefore(db, today - retentionDays * DAY_MS);
  return { created, dropped };
}

/** The job: hourly, so tomorrow's partition exists long before midnight and expired days go promptly. */
export function trackingRetentionJob(deps: AppDeps): JobSpec {
  return {
    name: 'tracking-by-day',
    everyMs: HOUR_MS,
    // Not at start: boot makes the days around today before listening (ensureDaysAround), and a pass racing
    // the first requests would only move rows under them.
    run: async () => {
      const { created, dropped } = await keepTrackingByDay(
        deps.db,
        deps.config.clock(),
        deps.config.ingest?.retentionDays,
      );
      if (created > 0 || dropped > 0) {
        deps.config.logger(
          `tracking store: ${created} day partition(s) made, ${dropped} expired day(s) dropped`,
        );
      }
    },
  };
}
