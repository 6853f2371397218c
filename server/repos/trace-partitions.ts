import type { Queryable } from '../db/db';
import { DAY_MS, localDayFromKey, localDayKey } from '../domain/local-day';

/** Day partitions of trace_events are named by their China day: trace_events_d20261129. */
const PREFIX = 'trace_events_d';
const DEFAULT_PARTITION = 'trace_events_default';
/** Longest wait for the default partition's lock (a long report reading it holds it off). */
const LOCK_WAIT = '3s';

export interface DayPartition {
  name: string;
  /** Start of its China day (inclusive), epoch ms; the partition holds client_time in [from, from + 1 day). */
  from: number;
}

/** trace_events' day partitions, oldest first (the default partition is not one of them). */
export async function dayPartitions(q: Queryable): Promise<DayPartition[]> {
  // 'trace_events'::regclass resolves through the search path, so another schema's tables never count.
  const rows = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'trace_events'::regclass`,
  );
  const days: DayPartition[] = [];
  for (const { name } of rows) {
    if (!name.startsWith(PREFIX)) continue;
    const from = localDayFromKey(name.slice(PREFIX.length));
    if (from !== null) days.push({ name, from });
  }
  return days.sort((a, b) => a.from - b.from);
}

const dayName = (from: number) => `${PREFIX}${localDayKey(from)}`;

/** Whether the China day starting at `from` has its partition. */
export async function hasDayPartition(q: Queryable, from: number): Promise<boolean> {
  const [row] = await q.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [
    dayName(from),
  ]);
  return row?.found === true;
}

/**
 * Inside the caller's transaction: creates the partition of the China day starting at `from` unless it
 * exists. Events of that day already in the default partition (it caught them while the day had none) move
 * into it: PostgreSQL refuses a partition whose range the default partition still holds rows of. The default
 * partition is locked meanwhile, so an upload of that day waits those milliseconds instead of failing.
 */
export async function makeDayPartition(tx: Queryable, from: number): Promise<boolean> {
  const name = dayName(from);
  const to = from + DAY_MS;
  // Bounded: while this waits for the lock, uploads queue behind it; better the job fails and retries.
  await tx.query(`SET LOCAL lock_timeout = '${LOCK_WAIT}'`);
  await tx.query(`LOCK TABLE ${DEFAULT_PARTITION} IN ACCESS EXCLUSIVE MODE`);
  // Checked again under the lock: two passes at once (a test beside the hourly job) make the day once.
  if (await hasDayPartition(tx, from)) return false;
  // The name is built from a date key (digits only), never from input.
  await tx.query(`CREATE TABLE ${name} (LIKE trace_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
  await tx.query(
    `WITH moved AS (
       DELETE FROM ${DEFAULT_PARTITION} WHERE client_time >= $1::bigint AND client_time < $2::bigint RETURNING *
     )
     INSERT INTO ${name} SELECT * FROM moved`,
    [from, to],
  );
  await tx.query(`ALTER TABLE trace_events ATTACH PARTITION ${name} FOR VALUES FROM (${from}) TO (${to})`);
  return true;
}

/**
 * Drops every day partition that ended at or before `cutoff` (a whole day in one statement, instead of
 * deleting its rows one by one), and deletes what the default partition and the dropped-event counts hold
 * from before it. Answers how many partitions were dropped.
 */
export async function dropTrackingBefore(db: Queryable, cutoff: number): Promise<number> {
  let dropped = 0;
  for (const p of await dayPartitions(db)) {
    if (p.from + DAY_MS > cutoff) break;
    await db.query(`DROP TABLE ${p.name}`);
    dropped += 1;
  }
  // A far-off device clock files its events in the default partition: judged by when they arrived too.
  await db.query(
    `DELETE FROM ${DEFAULT_PARTITION} WHERE client_time < $1::bigint OR received_at < $1::bigint`,
    [cutoff],
  );
  await db.query('DELETE FROM trace_dropped WHERE received_at < $1::bigint', [cutoff]);
  return dropped;
}
