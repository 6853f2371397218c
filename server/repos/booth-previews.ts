import type { RawLayout } from '../booth/layout';
import type { Queryable } from '../db/db';

/**
 * Preview links: a token (stored only as its hash) bound to a snapshot of one page's draft, so what the
 * operator shares is exactly what was previewed even if the draft changes afterwards.
 */

/** Expired tokens are useless; clearing them when a new one is made keeps the table small without a timer. */
export async function purgePreviews(q: Queryable, now: number): Promise<void> {
  await q.query('DELETE FROM booth_previews WHERE expires_at <= $1', [now]);
}

export async function insertPreview(
  q: Queryable,
  p: { tokenHash: string; pageRef: number; layout: RawLayout; now: number; expiresAt: number },
): Promise<void> {
  await q.query(
    `INSERT INTO booth_previews (token_hash, page_ref, layout, created_at, expires_at)
     VALUES ($1, $2, $3::jsonb, $4, $5)`,
    [p.tokenHash, p.pageRef, JSON.stringify(p.layout), p.now, p.expiresAt],
  );
}

/** The draft snapshot behind a live token's hash, with the page it belongs to. */
export async function findLivePreview(
  q: Queryable,
  tokenHash: string,
  now: number,
): Promise<{ pageRef: number; layout: RawLayout } | undefined> {
  const [row] = await q.query<{ page_ref: number; layout: RawLayout }>(
    'SELECT page_ref, layout FROM booth_previews WHERE token_hash = $1 AND expires_at > $2',
    [tokenHash, now],
  );
  return row ? { pageRef: row.page_ref, layout: row.layout } : undefined;
}
