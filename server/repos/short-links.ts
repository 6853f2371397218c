import type { ShortLinkRow, ShortLinkTarget } from '../../schemas/api/short-link';
import type { Queryable } from '../db/db';

interface Row {
  biz_id: string;
  target: ShortLinkTarget;
  title: string;
  expires_at: number | string | null;
  clicks: number;
  created_by: string;
  created_at: number | string;
}

const toRow = (r: Row): ShortLinkRow => ({
  bizId: r.biz_id,
  target: r.target,
  title: r.title,
  expiresAt: r.expires_at === null ? null : Number(r.expires_at),
  clicks: Number(r.clicks),
  createdBy: r.created_by,
  createdAt: Number(r.created_at),
});

/**
 * Counts a click on a link that is live at `now` and returns its target; one statement, so parallel clicks
 * each count. Null when the link is unknown or expired (nothing counted).
 */
export async function clickLiveLink(
  db: Queryable,
  bizId: string,
  now: number,
): Promise<ShortLinkTarget | null> {
  const rows = await db.query<{ target: ShortLinkTarget }>(
    `UPDATE short_links SET clicks = clicks + 1
      WHERE biz_id = $1 AND (expires_at IS NULL OR expires_at > $2)
      RETURNING target`,
    [bizId, now],
  );
  return rows[0]?.target ?? null;
}

export async function shortLinkExists(db: Queryable, bizId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM short_links WHERE biz_id = $1', [bizId])).length > 0;
}

/** Adds the link; null when the bizId is taken. */
export async function insertShortLink(
  db: Queryable,
  link: { bizId: string; target: ShortLinkTarget; title: string; expiresAt: number | null },
  actor: string,
  now: number,
): Promise<ShortLinkRow | null> {
  const rows = await db.query<Row>(
    `INSERT INTO short_links (biz_id, target, title, expires_at, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (biz_id) DO NOTHING RETURNING *`,
    [link.bizId, JSON.stringify(link.target), link.title, link.expiresAt, actor, now],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** Ends the link at `now` unless it ended earlier; null when there is no such link. */
export async function expireLink(db: Queryable, bizId: string, now: number): Promise<ShortLinkRow | null> {
  const rows = await db.query<Row>(
    `UPDATE short_links SET expires_at = LEAST(COALESCE(expires_at, $2), $2) WHERE biz_id = $1 RETURNING *`,
    [bizId, now],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** Every link, newest first, with its click count (the operator's list). */
export async function listShortLinks(db: Queryable): Promise<ShortLinkRow[]> {
  const rows = await db.query<Row>('SELECT * FROM short_links ORDER BY created_at DESC, biz_id LIMIT 500');
  return rows.map(toRow);
}

/** Whether a linkType 1 target names a SKU of that product. */
export async function skuOfProduct(db: Queryable, spuNo: string, skuNo: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM skus WHERE sku_no = $1 AND spu_no = $2', [skuNo, spuNo]);
  return rows.length > 0;
}
