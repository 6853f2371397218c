import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when a URL is given, otherwise the embedded PGlite under dataDir. */
export function openDb(opts: { dataDir: string; databaseUrl?: string | undefined }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
