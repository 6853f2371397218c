import type { Queryable } from '../db/db';

/** A job row this process claimed: its name and its failures in a row so far. */
export interface ClaimedJob {
  name: string;
  attempts: number;
}

/** Creates the row of a recurring job (first due at `firstDue`) unless it exists; keeps an existing row's due time. */
export async function registerJob(
  q: Queryable,
  name: string,
  everyMs: number,
  firstDue: number,
): Promise<void> {
  await q.query(
    `INSERT INTO jobs (name, every_ms, due_at) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET every_ms = EXCLUDED.every_ms`,
    [name, everyMs, firstDue],
  );
}

/**
 * Claims the most overdue of `names` that nobody holds (or whose holder's lease ended) until `leaseUntil`:
 * one claimant per row however many processes ask at once (SKIP LOCKED passes over rows being claimed).
 */
export async function claimDueJob(
  q: Queryable,
  names: readonly string[],
  now: number,
  leaseUntil: number,
  by: string,
): Promise<ClaimedJob | undefined> {
  const [row] = await q.query<ClaimedJob>(
    `UPDATE jobs SET locked_until = $2, locked_by = $3
      WHERE name = (
        SELECT name FROM jobs
         WHERE name = ANY($4) AND due_at <= $1 AND (locked_until IS NULL OR locked_until < $1)
         ORDER BY due_at LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING name, attempts`,
    [now, leaseUntil, by, names],
  );
  return row;
}

/** A run that succeeded: due again at `nextDue`, failures cleared. Only the holder's claim is released. */
export async function jobSucceeded(q: Queryable, name: string, by: string, now: number, nextDue: number) {
  await q.query(
    `UPDATE jobs SET due_at = $2, locked_until = NULL, locked_by = NULL, attempts = 0, last_error = NULL,
                     dead = false, last_run_at = $3
      WHERE name = $1 AND locked_by = $4`,
    [name, nextDue, now, by],
  );
}

/** A run that failed: tried again at `nextDue`, parked (dead letter) when `dead`. */
export async function jobFailed(
  q: Queryable,
  name: string,
  by: string,
  failure: { now: number; nextDue: number; attempts: number; error: string; dead: boolean },
): Promise<void> {
  await q.query(
    `UPDATE jobs SET due_at = $2, locked_until = NULL, locked_by = NULL, attempts = $3, last_error = $4,
                     dead = $5, last_run_at = $6
      WHERE name = $1 AND locked_by = $7`,
    [name, failure.nextDue, failure.attempts, failure.error, failure.dead, failure.now, by],
  );
}

/** The due time of the most overdue job nobody holds (null: none), and how many are parked. */
export async function jobBacklog(
  q: Queryable,
  names: readonly string[],
  now: number,
): Promise<{ oldestDue: number | null; dead: number }> {
  const [row] = await q.query<{ due: string | number | null; dead: number }>(
    `SELECT min(due_at) FILTER (WHERE NOT dead AND (locked_until IS NULL OR locked_until < $1)) AS due,
            count(*) FILTER (WHERE dead)::int AS dead
       FROM jobs WHERE name = ANY($2)`,
    [now, names],
  );
  return { oldestDue: row?.due == null ? null : Number(row.due), dead: row?.dead ?? 0 };
}
