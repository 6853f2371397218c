import { hashSecret, newSecret } from '../auth/secrets';
import type { Queryable } from '../db/db';
import type { RawLayout } from './layout';

/**
 * Preview links: a random token bound to a snapshot of one page's draft, so what the operator
 * shares is exactly what was previewed even if the draft changes afterwards. Stored hashed.
 */
export async function createPreview(
  q: Queryable,
  pageRef: number,
  layout: RawLayout,
  now: number,
  ttlMs: number,
): Promise<{ token: string; expiresAt: number }> {
  // Expired tokens are useless; clearing them here keeps the table small without a timer.
  await q.query('DELETE FROM booth_previews WHERE expires_at <= $1', [now]);
  const token = newSecret(24);
  const expiresAt = now + ttlMs;
  await q.query(
    `INSERT INTO booth_previews (token_hash, page_ref, layout, created_at, expires_at)
     VALUES ($1, $2, $3::jsonb, $4, $5)`,
    [hashSecret(token), pageRef, JSON.stringify(layout), now, expiresAt],
  );
  return { token, expiresAt };
}

/** The draft snapshot behind a live token, with the page it belongs to. */
export async function findPreview(
  q: Queryable,
  token: string,
  now: number,
): Promise<{ pageRef: number; layout: RawLayout } | undefined> {
  const [row] = await q.query<{ page_ref: number; layout: RawLayout }>(
    'SELECT page_ref, layout FROM booth_previews WHERE token_hash = $1 AND expires_at > $2',
    [hashSecret(token), now],
  );
  return row ? { pageRef: row.page_ref, layout: row.layout } : undefined;
}
