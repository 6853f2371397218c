import type { Queryable } from '../db/db';
import {
  deleteStoredFile,
  putStoredFile,
  type StoredFileRow,
  storedFile,
  storedFileMeta,
} from '../repos/stored-files';
import { checkedKey, type FileStore, type StoredMeta } from './file-store';

const metaOf = (row: StoredFileRow): StoredMeta => ({
  contentType: row.content_type,
  ownerId: row.owner_id,
  size: row.size,
  createdAt: Number(row.created_at),
});

/**
 * The FileStore in the database (table stored_files, migration 034), so a file put through one process of
 * a cluster is read through any other. A put of a key that exists replaces it, like an object PUT.
 */
export function dbStore(db: Queryable): FileStore {
  return {
    put: (key, bytes, meta) =>
      putStoredFile(db, checkedKey(key), meta, Buffer.from(bytes).toString('base64')),
    async head(key) {
      const row = await storedFileMeta(db, checkedKey(key));
      return row ? metaOf(row) : undefined;
    },
    async get(key) {
      const row = await storedFile(db, checkedKey(key));
      return row ? { bytes: new Uint8Array(Buffer.from(row.data, 'base64')), meta: metaOf(row) } : undefined;
    },
    delete: (key) => deleteStoredFile(db, checkedKey(key)),
  };
}
