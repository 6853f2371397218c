import type { Queryable } from '../db/db';

/** A stored file's metadata as kept in stored_files (migration 034). */
export interface StoredFileRow {
  content_type: string;
  owner_id: number;
  size: number;
  created_at: string | number;
}

/** Puts (or replaces) one object; bytes travel as base64 text (the adapters bind text, not buffers). */
export async function putStoredFile(
  q: Queryable,
  key: string,
  meta: { contentType: string; ownerId: number; size: number; createdAt: number },
  base64: string,
): Promise<void> {
  await q.query(
    `INSERT INTO stored_files (key, content_type, owner_id, size, created_at, bytes)
     VALUES ($1, $2, $3, $4, $5, decode($6, 'base64'))
     ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, owner_id = EXCLUDED.owner_id,
       size = EXCLUDED.size, created_at = EXCLUDED.created_at, bytes = EXCLUDED.bytes`,
    [key, meta.contentType, meta.ownerId, meta.size, meta.createdAt, base64],
  );
}

export async function storedFileMeta(q: Queryable, key: string): Promise<StoredFileRow | undefined> {
  const [row] = await q.query<StoredFileRow>(
    'SELECT content_type, owner_id, size, created_at FROM stored_files WHERE key = $1',
    [key],
  );
  return row;
}

/** The metadata and the bytes as base64. */
export async function storedFile(
  q: Queryable,
  key: string,
): Promise<(StoredFileRow & { data: string }) | undefined> {
  const [row] = await q.query<StoredFileRow & { data: string }>(
    `SELECT content_type, owner_id, size, created_at, encode(bytes, 'base64') AS data
       FROM stored_files WHERE key = $1`,
    [key],
  );
  return row;
}

export async function deleteStoredFile(q: Queryable, key: string): Promise<void> {
  await q.query('DELETE FROM stored_files WHERE key = $1', [key]);
}
