import pg from 'pg';
import { bumpCatalogueEpoch, noteStatement } from './catalogue-epoch';
import type { Db, Queryable, SqlValue } from './db';

const INT8_OID = 20;

/** Times are bigint epoch ms; node-postgres would give strings, PGlite gives numbers. Align on numbers. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/** `note` sees every statement before it runs (the product base cache's write counter). */
function wrap(client: pg.Pool | pg.PoolClient, note: (sql: string) => void): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlValue[] = []) {
      note(sql);
      const res = await client.query<T & pg.QueryResultRow>(sql, [...params]);
      return res.rows;
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      note(sql);
      await client.query(sql);
    },
  };
}

/** Bounds that keep a frozen or absent database from hanging requests (issue 29). */
const CONNECT_TIMEOUT_MS = 2000;
const STATEMENT_TIMEOUT_MS = 5000;

/** DATABASE_POOL_MAX, default 10: connections this process holds at most. */
function poolMax(): number {
  const n = Number(process.env.DATABASE_POOL_MAX ?? '10');
  return Number.isInteger(n) && n > 0 && n <= 1000 ? n : 10;
}

/** PostgreSQL through a pool, for DATABASE_URL deployments. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    types,
    max: poolMax(),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Server-side bound and a client-side one for a database that no longer answers at all.
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 1000,
    keepAlive: true,
  });
  // An idle client's error (the database restarted, pg_terminate_backend) is emitted on the pool; without
  // a listener it crashes the process. The pool drops that client and opens a new one on the next query.
  pool.on('error', (err) => {
    console.error(`database connection lost: ${(err as { code?: string }).code ?? err.message}`);
  });
  // Fail at start rather than on the first request when the URL is wrong.
  await pool.query('SELECT 1');
  const base = wrap(pool, (sql) => noteStatement(db, sql));
  const db: Db = {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      let wrote = false;
      try {
        await client.query('BEGIN');
        const result = await fn(
          wrap(client, (sql) => {
            wrote = noteStatement(db, sql) || wrote;
          }),
        );
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
        // After COMMIT or ROLLBACK: a read filled while the transaction was open is not kept.
        if (wrote) bumpCatalogueEpoch(db);
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
  return db;
}
