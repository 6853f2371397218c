import type { Queryable } from '../db/db';

/** Locks the store's row so one customer's follow and count change are judged one after another. */
export async function lockOpenStore(tx: Queryable, storeNo: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM stores WHERE store_no = $1 AND status = 1 FOR UPDATE', [
    storeNo,
  ]);
  return rows.length > 0;
}

/** Adds the follow; false when the customer already follows the store. */
export async function insertFollow(tx: Queryable, storeNo: string, customerId: number, now: number) {
  const rows = await tx.query(
    `INSERT INTO store_followers (store_no, customer_id, followed_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [storeNo, customerId, now],
  );
  return rows.length > 0;
}

/** Removes the follow; false when there was none. */
export async function deleteFollow(tx: Queryable, storeNo: string, customerId: number) {
  const rows = await tx.query(
    'DELETE FROM store_followers WHERE store_no = $1 AND customer_id = $2 RETURNING 1',
    [storeNo, customerId],
  );
  return rows.length > 0;
}

/**
 * Moves the count the store's pages show (store_profiles.followers, which starts from the followers the
 * store brought along). A store without a profile shows no count, so there is nothing to move.
 */
export async function addToFollowerCount(tx: Queryable, storeNo: string, delta: 1 | -1): Promise<void> {
  await tx.query('UPDATE store_profiles SET followers = GREATEST(0, followers + $2) WHERE store_no = $1', [
    storeNo,
    delta,
  ]);
}

/** Whether the customer follows the store, and the store's shown count. */
export async function followState(
  db: Queryable,
  storeNo: string,
  customerId: number,
): Promise<{ following: boolean; followers: number }> {
  const [row] = await db.query<{ following: boolean; followers: number | null }>(
    `SELECT EXISTS (SELECT 1 FROM store_followers f WHERE f.store_no = $1 AND f.customer_id = $2) AS following,
            (SELECT sp.followers FROM store_profiles sp WHERE sp.store_no = $1) AS followers`,
    [storeNo, customerId],
  );
  return { following: row?.following ?? false, followers: Number(row?.followers ?? 0) };
}
