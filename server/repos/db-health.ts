import type { Queryable } from '../db/db';

/** Resolves when the database answers a trivial query; rejects otherwise. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
