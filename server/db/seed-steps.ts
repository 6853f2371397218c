import type { Db, Queryable } from './db';

/**
 * Runs a seed step once per database, in one transaction. The catalogue seed runs after all
 * migrations, so data that builds on it (merchandising, booth pages) cannot live in a migration.
 */
export async function runSeedStep(
  db: Db,
  id: string,
  now: number,
  step: (tx: Queryable) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Another server on the same PostgreSQL may be starting too; the lock makes one of them wait.
    await tx.query('LOCK TABLE seed_steps IN EXCLUSIVE MODE');
    const done = await tx.query('SELECT 1 FROM seed_steps WHERE id = $1', [id]);
    if (done.length > 0) return false;
    await step(tx);
    await tx.query('INSERT INTO seed_steps (id, applied_at) VALUES ($1, $2)', [id, now]);
    return true;
  });
}
