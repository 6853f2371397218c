import type { Queryable } from '../db/db';
import type { FullDiscountActivity } from '../domain/full-discount';

/** Writes of the operators' full-discount API: an activity row with its tiers and listed SKUs. */

export type ActivityWrite = Omit<FullDiscountActivity, 'activityNo'>;

/** Writes the tiers and SKUs of an activity, replacing what it had. */
async function writeParts(q: Queryable, activityNo: string, a: ActivityWrite) {
  await q.query('DELETE FROM full_discount_tiers WHERE activity_no = $1', [activityNo]);
  await q.query('DELETE FROM full_discount_skus WHERE activity_no = $1', [activityNo]);
  for (const t of a.tiers) {
    await q.query(
      'INSERT INTO full_discount_tiers (activity_no, threshold_cents, reduction_cents) VALUES ($1, $2, $3)',
      [activityNo, t.thresholdCents, t.reductionCents],
    );
  }
  if (a.skuNos.length > 0) {
    await q.query('INSERT INTO full_discount_skus (activity_no, sku_no) SELECT $1, unnest($2::text[])', [
      activityNo,
      a.skuNos,
    ]);
  }
}

/** Inserts a new activity; false when the number is taken (a concurrent create lost the race). */
export async function insertActivity(q: Queryable, activityNo: string, a: ActivityWrite): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO full_discount_activities
       (activity_no, title, scope, category_code, store_no, start_at, end_at, is_top, seq)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (activity_no) DO NOTHING RETURNING 1`,
    [activityNo, a.title, a.scope, a.categoryCode, a.storeNo, a.startAt, a.endAt, a.top, a.seq],
  );
  if (rows.length === 0) return false;
  await writeParts(q, activityNo, a);
  return true;
}

/** Replaces an activity's fields, tiers and SKUs; false when there is no such activity. */
export async function replaceActivity(q: Queryable, activityNo: string, a: ActivityWrite): Promise<boolean> {
  const rows = await q.query(
    `UPDATE full_discount_activities SET title = $2, scope = $3, category_code = $4, store_no = $5,
       start_at = $6, end_at = $7, is_top = $8, seq = $9
     WHERE activity_no = $1 RETURNING 1`,
    [activityNo, a.title, a.scope, a.categoryCode, a.storeNo, a.startAt, a.endAt, a.top, a.seq],
  );
  if (rows.length === 0) return false;
  await writeParts(q, activityNo, a);
  return true;
}

/**
 * Ends an activity at `now`: a live one stops now; one not started yet gets a one-millisecond window in
 * the past, so it never goes live; an ended one stays as it was (ending twice changes nothing).
 */
export async function endActivity(q: Queryable, activityNo: string, now: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE full_discount_activities
        SET start_at = LEAST(start_at, $2::bigint - 1), end_at = LEAST(end_at, $2::bigint)
      WHERE activity_no = $1 RETURNING 1`,
    [activityNo, now],
  );
  return rows.length > 0;
}

/** Which of the given references exist: a category, a store, the SKUs. */
export async function missingReferences(
  q: Queryable,
  ref: { categoryCode: number | null; storeNo: string | null; skuNos: readonly string[] },
): Promise<string[]> {
  const missing: string[] = [];
  if (ref.categoryCode !== null) {
    const c = await q.query('SELECT 1 FROM categories WHERE code = $1', [ref.categoryCode]);
    if (c.length === 0) missing.push(`category ${ref.categoryCode}`);
  }
  if (ref.storeNo !== null) {
    const s = await q.query('SELECT 1 FROM stores WHERE store_no = $1', [ref.storeNo]);
    if (s.length === 0) missing.push(`store ${ref.storeNo}`);
  }
  if (ref.skuNos.length > 0) {
    const found = await q.query<{ sku_no: string }>(
      'SELECT sku_no FROM skus WHERE sku_no = ANY($1::text[])',
      [ref.skuNos],
    );
    const have = new Set(found.map((r) => r.sku_no));
    for (const s of ref.skuNos) if (!have.has(s)) missing.push(`sku ${s}`);
  }
  return missing;
}
