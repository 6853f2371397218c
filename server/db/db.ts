/** Values the adapters bind as query parameters. Times are epoch ms (bigint columns), money integer cents. */
/** Arrays bind as PostgreSQL arrays (… = ANY($1)); both adapters pass them through. */
export type SqlValue = string | number | boolean | null | readonly string[] | readonly number[];

export type DbKind = 'pglite' | 'postgres';

/** What a route or repository needs: run SQL. Both the Db and a transaction handle satisfy it. */
export interface Queryable {
  /** Rows are returned as the driver parses them; the caller names their shape (the SQL decides it). */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: DbKind;
  /** Commits when fn resolves, rolls back when it throws. Stock and orders change only in here. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections, read-only, for /metrics. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
