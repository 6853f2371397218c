import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath } from '../paths';
import type { Db } from './db';

const MIGRATIONS_DIR = projectPath('server', 'db', 'migrations');
/** Any constant; it keeps two servers on one PostgreSQL from migrating at the same time. */
const MIGRATION_LOCK = 7_262_265;

export function listMigrations(dir = MIGRATIONS_DIR): { id: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ id: f.replace(/\.sql$/, ''), sql: readFileSync(join(dir, f), 'utf8') }));
}

/** Applies pending migrations in file order, each in its own transaction with its bookkeeping row. */
export async function migrate(db: Db, now: number): Promise<string[]> {
  // Under the same lock as the migrations: two servers starting on a fresh database both ran
  // CREATE TABLE IF NOT EXISTS at once and one failed on the catalogue's unique type name
  // (7 of 18 simultaneous starts failed).
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at bigint NOT NULL)',
    );
  });
  const applied: string[] = [];
  for (const m of listMigrations()) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [m.id]);
      if (seen.length > 0) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (id, applied_at) VALUES ($1, $2)', [m.id, now]);
      return true;
    });
    if (done) applied.push(m.id);
  }
  return applied;
}
