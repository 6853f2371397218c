import type { Queryable } from '../db/db';

/** A picture an operator uploaded for booth blocks. */
export interface BoothAsset {
  fileId: string;
  url: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
  uploadedBy: string;
  createdAt: number;
}

export async function insertAsset(q: Queryable, a: BoothAsset): Promise<void> {
  await q.query(
    `INSERT INTO booth_assets (file_id, url, content_type, width, height, size, uploaded_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [a.fileId, a.url, a.contentType, a.width, a.height, a.size, a.uploadedBy, a.createdAt],
  );
}

/** Newest first, at most `limit`. */
export async function listAssets(q: Queryable, limit: number): Promise<BoothAsset[]> {
  const rows = await q.query<{
    file_id: string;
    url: string;
    content_type: string;
    width: number;
    height: number;
    size: number;
    uploaded_by: string;
    created_at: number;
  }>(
    `SELECT file_id, url, content_type, width, height, size, uploaded_by, created_at
       FROM booth_assets ORDER BY created_at DESC, file_id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    fileId: r.file_id,
    url: r.url,
    contentType: r.content_type,
    width: r.width,
    height: r.height,
    size: r.size,
    uploadedBy: r.uploaded_by,
    createdAt: Number(r.created_at),
  }));
}
