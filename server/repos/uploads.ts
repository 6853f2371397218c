import type { Queryable } from '../db/db';

/**
 * The upload ledger (migration 020): one row per stored picture with its owner, for the per-customer quota
 * and for removing pictures nobody attached. Attachments are the photo ids kept by after-sales
 * applications and reviews (their own columns), so nothing has to be marked when a photo is used.
 */

/** Waits for any other upload of this customer being counted (their customers row), so the count holds. */
export async function lockUploader(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
}

export async function uploadsSince(tx: Queryable, customerId: number, since: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM uploads WHERE customer_id = $1 AND created_at > $2',
    [customerId, since],
  );
  return row?.n ?? 0;
}

export async function insertUpload(
  tx: Queryable,
  u: { fileId: string; customerId: number; size: number; now: number },
): Promise<void> {
  await tx.query('INSERT INTO uploads (file_id, customer_id, size, created_at) VALUES ($1, $2, $3, $4)', [
    u.fileId,
    u.customerId,
    u.size,
    u.now,
  ]);
}

/**
 * Removes from the ledger the uploads made before `before` that no application or review of their owner
 * names, and returns their ids so the caller deletes the files (one customer's, or everyone's).
 */
export async function deleteOrphans(
  tx: Queryable,
  before: number,
  customerId: number | null,
  limit: number,
): Promise<string[]> {
  const rows = await tx.query<{ file_id: string }>(
    `DELETE FROM uploads WHERE file_id IN (
       SELECT u.file_id FROM uploads u
        WHERE u.created_at < $1 AND ($2::int IS NULL OR u.customer_id = $2)
          AND NOT EXISTS (SELECT 1 FROM after_sales a
                           WHERE a.customer_id = u.customer_id AND u.file_id = ANY (a.photo_ids))
          AND NOT EXISTS (SELECT 1 FROM reviews r
                           WHERE r.customer_id = u.customer_id
                             AND (u.file_id = ANY (r.photo_ids)
                                  OR u.file_id = ANY (COALESCE(r.follow_up_photo_ids, '{}'::text[]))))
        ORDER BY u.created_at LIMIT $3)
     RETURNING file_id`,
    [before, customerId, limit],
  );
  return rows.map((r) => r.file_id);
}
