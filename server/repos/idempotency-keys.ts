import type { Queryable } from '../db/db';

/** Where a stored answer is filed: the caller's scope, its uniqueCode, the method and the path. */
export type IdempotencyWhere = readonly [scope: string, uniqueCode: string, method: string, path: string];

export interface StoredAnswer {
  status: number;
  body: string;
}

/**
 * A row is a claim while its status is 0 (the first request with this key is running; created_at is when
 * it was claimed), and a stored answer once the claimant filled it in (ADR 0030).
 */
const PENDING = 0;

export type KeyState =
  | { kind: 'free' }
  | { kind: 'pending'; claimedAt: number }
  | { kind: 'answered'; answer: StoredAnswer };

/** What this caller's key stands at: unused, claimed by a request still running, or answered. */
export async function keyState(q: Queryable, where: IdempotencyWhere): Promise<KeyState> {
  const [row] = await q.query<{ status: number; body: string; created_at: string | number }>(
    `SELECT status, body, created_at FROM idempotency_keys
      WHERE scope = $1 AND unique_code = $2 AND method = $3 AND path = $4`,
    where,
  );
  if (!row) return { kind: 'free' };
  if (row.status === PENDING) return { kind: 'pending', claimedAt: Number(row.created_at) };
  return { kind: 'answered', answer: { status: row.status, body: row.body } };
}

/**
 * Claims the key before the work runs: true for exactly one of any number of requests racing with it
 * (the primary key decides, across connections and processes).
 */
export async function claimKey(q: Queryable, where: IdempotencyWhere, now: number): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO idempotency_keys (scope, unique_code, method, path, status, body, created_at)
     VALUES ($1, $2, $3, $4, ${PENDING}, '', $5) ON CONFLICT DO NOTHING RETURNING 1`,
    [...where, now],
  );
  return rows.length === 1;
}

/**
 * Takes over a claim whose holder has not answered since `staleBefore` (its process was killed): true for
 * one taker only, because the update re-checks the claim time it read.
 */
export async function takeOverClaim(
  q: Queryable,
  where: IdempotencyWhere,
  claimedAt: number,
  now: number,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE idempotency_keys SET created_at = $6
      WHERE scope = $1 AND unique_code = $2 AND method = $3 AND path = $4
        AND status = ${PENDING} AND created_at = $5
      RETURNING 1`,
    [...where, claimedAt, now],
  );
  return rows.length === 1;
}

/** Fills the claim with the success it answered, for every later request with the key. */
export async function storeAnswer(
  q: Queryable,
  where: IdempotencyWhere,
  answer: StoredAnswer,
  now: number,
): Promise<void> {
  await q.query(
    `UPDATE idempotency_keys SET status = $5, body = $6, created_at = $7
      WHERE scope = $1 AND unique_code = $2 AND method = $3 AND path = $4 AND status = ${PENDING}`,
    [...where, answer.status, answer.body, now],
  );
}

/** Gives the key back (the work failed or its answer is not kept), so a retry runs for real. */
export async function releaseClaim(q: Queryable, where: IdempotencyWhere): Promise<void> {
  await q.query(
    `DELETE FROM idempotency_keys
      WHERE scope = $1 AND unique_code = $2 AND method = $3 AND path = $4 AND status = ${PENDING}`,
    where,
  );
}

/** Stored answers older than `createdBefore` are dropped (retries come within minutes, not days). */
export async function purgeIdempotencyKeys(q: Queryable, createdBefore: number): Promise<void> {
  await q.query('DELETE FROM idempotency_keys WHERE created_at <= $1', [createdBefore]);
}
