import type { Queryable } from '../db/db';

/** Every SQL statement of the operator-curated shelves. */

export interface ShelfRow {
  shelfNo: string;
  title: string;
  subtitle: string;
  sort: number;
  status: 0 | 1;
  skuNos: string[];
}

/** Shelves in the operators' order (only those shown to shoppers unless `all`), each with its SKUs in order. */
export async function listShelves(db: Queryable, all: boolean): Promise<ShelfRow[]> {
  const rows = await db.query<{
    shelf_no: string;
    title: string;
    subtitle: string;
    sort: number;
    status: number;
    sku_nos: string[] | null;
  }>(
    `SELECT s.shelf_no, s.title, s.subtitle, s.sort, s.status,
            (SELECT array_agg(i.sku_no ORDER BY i.sort) FROM shelf_items i WHERE i.shelf_no = s.shelf_no) AS sku_nos
       FROM shelves s
      WHERE $1 OR s.status = 1
      ORDER BY s.sort, s.shelf_no`,
    [all],
  );
  return rows.map((r) => ({
    shelfNo: r.shelf_no,
    title: r.title,
    subtitle: r.subtitle,
    sort: r.sort,
    status: r.status === 1 ? 1 : 0,
    skuNos: r.sku_nos ?? [],
  }));
}

/** The SKU numbers among `skuNos` that the catalogue does not have. */
export async function unknownSkus(db: Queryable, skuNos: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ sku_no: string }>(
    `SELECT w.sku_no FROM jsonb_array_elements_text($1::jsonb) AS w(sku_no)
      WHERE NOT EXISTS (SELECT 1 FROM skus k WHERE k.sku_no = w.sku_no)`,
    [JSON.stringify(skuNos)],
  );
  return rows.map((r) => r.sku_no);
}

/** Creates or replaces one shelf and its items (call inside a transaction). */
export async function saveShelf(tx: Queryable, shelf: ShelfRow, now: number): Promise<void> {
  await tx.query(
    `INSERT INTO shelves (shelf_no, title, subtitle, sort, status, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (shelf_no) DO UPDATE SET title = $2, subtitle = $3, sort = $4, status = $5, updated_at = $6`,
    [shelf.shelfNo, shelf.title, shelf.subtitle, shelf.sort, shelf.status, now],
  );
  await tx.query('DELETE FROM shelf_items WHERE shelf_no = $1', [shelf.shelfNo]);
  await tx.query(
    `INSERT INTO shelf_items (shelf_no, sku_no, sort)
     SELECT $1, w.sku_no, w.ord FROM jsonb_array_elements_text($2::jsonb) WITH ORDINALITY AS w(sku_no, ord)`,
    [shelf.shelfNo, JSON.stringify(shelf.skuNos)],
  );
}
