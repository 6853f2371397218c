import type { Queryable } from '../db/db';

/** Where a stored answer is filed: the caller's scope, its uniqueCode, the method and the path. */
export type IdempotencyWhere = readonly [scope: string, uniqueCode: string, method: string, path: string];

export interface StoredAnswer {
  status: number;
  body: string;
}

/** The answer stored for this caller, key, method and path, if a success was stored. */
export async function findStoredAnswer(
  q: Queryable,
  where: IdempotencyWhere,
): Promise<StoredAnswer | undefined> {
  const [hit] = await q.query<StoredAnswer>(
    `SELECT status, body FROM idempotency_keys
      WHERE scope = $1 AND unique_code = $2 AND method = $3 AND path = $4`,
    where,
  );
  return hit;
}

/** Keeps a success; the first one stored wins (a concurrent retry stores nothing). */
export async function storeAnswer(
  q: Queryable,
  where: IdempotencyWhere,
  answer: StoredAnswer,
  now: number,
): Promise<void> {
  await q.query(
    `INSERT INTO idempotency_keys (scope, unique_code, method, path, status, body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [...where, answer.status, answer.body, now],
  );
}

/** Stored answers older than `createdBefore` are dropped (retries come within minutes, not days). */
export async function purgeIdempotencyKeys(q: Queryable, createdBefore: number): Promise<void> {
  await q.query('DELETE FROM idempotency_keys WHERE created_at <= $1', [createdBefore]);
}
