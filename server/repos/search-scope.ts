import type { Queryable } from '../db/db';

/** Whether a store exists and is open (its search answers 404 otherwise). */
export async function storeIsOpen(db: Queryable, storeNo: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM stores WHERE store_no = $1 AND status = 1', [storeNo]);
  return rows.length > 0;
}

/** Whether a node of a store's own directory exists (store_directories, migration 017). */
export async function storeHasDirectory(
  db: Queryable,
  storeNo: string,
  directoryId: number,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM store_directories WHERE store_no = $1 AND directory_id = $2', [
    storeNo,
    directoryId,
  ]);
  return rows.length > 0;
}
