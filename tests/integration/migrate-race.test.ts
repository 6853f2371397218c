import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { testDbKind } from './helpers';

/**
 * Server processes that start together on a fresh PostgreSQL database all migrate it at once.
 * Each here has its own pool, as separate processes would; every start succeeds and each migration is
 * applied exactly once.
 */
describe.skipIf(testDbKind !== 'postgres')('migrations when several servers start at once', () => {
  it('eight simultaneous starts on a fresh database all succeed, each migration applied once', async () => {
    const base = process.env.TEST_DATABASE_URL ?? '';
    const name = `mall_migrate_race_${process.pid}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const dbs = await Promise.all(Array.from({ length: 8 }, () => openPostgres(url.toString())));
    try {
      const results = await Promise.allSettled(dbs.map((db) => migrate(db, Date.now())));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
      expect(applied.sort()).toEqual(listMigrations().map((m) => m.id));
      const [row] = await (dbs[0]?.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations') ??
        Promise.resolve([]));
      expect(row?.n).toBe(listMigrations().length);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    }
  });
});
