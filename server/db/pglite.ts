import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { bumpCatalogueEpoch, noteStatement } from './catalogue-epoch';
import type { Db, Queryable, SqlValue } from './db';

/** `note` sees every statement before it runs (the product base cache's write counter). */
function wrap(q: PGlite | Transaction, note: (sql: string) => void): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlValue[] = []) {
      note(sql);
      const res = await q.query<T>(sql, [...params]);
      return res.rows;
    },
    async exec(sql: string) {
      note(sql);
      await q.exec(sql);
    },
  };
}

/**
 * The database's files are the owner's alone (PGlite wrote them 0666 in a 0755 directory, so any
 * local user could change the data). The directory is closed to others at every open, and what is in it
 * made 0700/0600; files PGlite adds later sit inside the closed directory.
 */
function ownerOnly(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) ownerOnly(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}

/** Embedded PostgreSQL on disk; the directory is created (initdb) on first start. */
export async function openPglite(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  // pg_trgm: the search engine's trigram matching (migration 016 creates the extension).
  // cube and earthdistance: the physical shops' distances (migration 017).
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm, cube, earthdistance } });
  ownerOnly(dataDir);
  const base = wrap(pg, (sql) => noteStatement(db, sql));
  const db: Db = {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      let wrote = false;
      try {
        return await pg.transaction((tx) =>
          fn(
            wrap(tx, (sql) => {
              wrote = noteStatement(db, sql) || wrote;
            }),
          ),
        );
      } finally {
        if (wrote) bumpCatalogueEpoch(db);
      }
    },
    close: () => pg.close(),
  };
  return db;
}
