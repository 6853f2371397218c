import type { Queryable } from '../db/db';
import { type FileStore, STORE_KEY, type StoredMeta } from './file-store';

function checkedKey(key: string): string {
  if (!STORE_KEY.test(key)) throw new Error(`bad storage key ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

interface MetaRow {
  content_type: string;
  owner_id: number;
  size: number;
  created_at: string | number;
}

const metaOf = (row: MetaRow): StoredMeta => ({
  contentType: row.content_type,
  ownerId: row.owner_id,
  size: row.size,
  createdAt: Number(row.created_at),
});

/**
 * The FileStore in the database (table stored_files, migration 034), so a file put through one process of
 * a cluster is read through any other. Bytes travel as base64 text (the adapters bind text, not buffers)
 * and are kept as bytea. A put of a key that exists replaces it, like an object PUT.
 */
export function dbStore(db: Queryable): FileStore {
  return {
    async put(key, bytes, meta) {
      await db.query(
        `INSERT INTO stored_files (key, content_type, owner_id, size, created_at, bytes)
         VALUES ($1, $2, $3, $4, $5, decode($6, 'base64'))
         ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, owner_id = EXCLUDED.owner_id,
           size = EXCLUDED.size, created_at = EXCLUDED.created_at, bytes = EXCLUDED.bytes`,
        [
          checkedKey(key),
          meta.contentType,
          meta.ownerId,
          meta.size,
          meta.createdAt,
          Buffer.from(bytes).toString('base64'),
        ],
      );
    },
    async head(key) {
      const [row] = await db.query<MetaRow>(
        'SELECT content_type, owner_id, size, created_at FROM stored_files WHERE key = $1',
        [checkedKey(key)],
      );
      return row ? metaOf(row) : undefined;
    },
    async get(key) {
      const [row] = await db.query<MetaRow & { data: string }>(
        `SELECT content_type, owner_id, size, created_at, encode(bytes, 'base64') AS data
           FROM stored_files WHERE key = $1`,
        [checkedKey(key)],
      );
      return row ? { bytes: new Uint8Array(Buffer.from(row.data, 'base64')), meta: metaOf(row) } : undefined;
    },
    async delete(key) {
      await db.query('DELETE FROM stored_files WHERE key = $1', [checkedKey(key)]);
    },
  };
}
