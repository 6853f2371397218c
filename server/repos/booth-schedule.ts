import type { Queryable } from '../db/db';

/**
 * When the next published version of a page scheduled after `now` takes over, or null when none is
 * scheduled: until then the live version stays the one served (the booth page cache keeps it that long).
 */
export async function nextPublishAt(q: Queryable, pageRef: number, now: number): Promise<number | null> {
  const [row] = await q.query<{ at: number | string | null }>(
    `SELECT min(publish_at) AS at FROM booth_versions
      WHERE page_ref = $1 AND status = 'published' AND publish_at > $2`,
    [pageRef, now],
  );
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}
