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

/** Connection-level failures of opening a connection: the database is not there (yet). */
const CONNECT_FAILED = /timeout exceeded when trying to connect/i;
const CONNECT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', '57P03']);
const FIRST_BACKOFF_MS = 100;
/** Short enough that a process serves again within about a second of the database's return. */
const MAX_BACKOFF_MS = 1000;

/** What a call made during the backoff gets: the database is away (server/db/unavailable.ts says 503). */
class DatabaseBackoffError extends Error {
  readonly code = 'ECONNREFUSED';
  constructor() {
    super('database unreachable: waiting before the next connection attempt');
  }
}

/**
 * Reconnection with backoff: after a connection could not be opened, calls fail at once for a
 * growing pause (100 ms doubling to 1 s) instead of each trying to connect and waiting out the connect
 * timeout, so an outage costs the database one attempt per pause per process, not one per request; the
 * first call after the pause tries again, and a success ends the backoff.
 */
export function connectionBackoff(log: (line: string) => void) {
  let until = 0;
  let pause = 0;
  return {
    check() {
      if (Date.now() < until) throw new DatabaseBackoffError();
    },
    failed(err: unknown) {
      const code = (err as { code?: unknown }).code;
      const connectFailure =
        (typeof code === 'string' && CONNECT_CODES.has(code)) ||
        (err instanceof Error && CONNECT_FAILED.test(err.message));
      if (!connectFailure || err instanceof DatabaseBackoffError) return;
      if (pause === 0)
        log(
          `database unreachable (${typeof code === 'string' ? code : 'connect timeout'}), retrying with backoff`,
        );
      pause = pause === 0 ? FIRST_BACKOFF_MS : Math.min(MAX_BACKOFF_MS, pause * 2);
      until = Date.now() + pause;
    },
    succeeded() {
      if (pause !== 0) log('database reachable again');
      pause = 0;
      until = 0;
    },
  };
}

type Backoff = ReturnType<typeof connectionBackoff>;

/** `note` sees every statement before it runs (the product base cache's write counter). */
function wrap(client: pg.Pool | pg.PoolClient, note: (sql: string) => void, backoff?: Backoff): Queryable {
  const run = async <R>(call: () => Promise<R>): Promise<R> => {
    backoff?.check();
    try {
      const result = await call();
      backoff?.succeeded();
      return result;
    } catch (err) {
      backoff?.failed(err);
      throw err;
    }
  };
  return {
    async query<T extends object>(sql: string, params: readonly SqlValue[] = []) {
      note(sql);
      const res = await run(() => client.query<T & pg.QueryResultRow>(sql, [...params]));
      return res.rows;
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      note(sql);
      await run(() => client.query(sql));
    },
  };
}

/** Bounds that keep a frozen or absent database from hanging requests. */
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
  const backoff = connectionBackoff((line) => console.error(line));
  const base = wrap(pool, (sql) => noteStatement(db, sql), backoff);
  const db: Db = {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      backoff.check();
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
        backoff.succeeded();
      } catch (err) {
        backoff.failed(err);
        throw err;
      }
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
