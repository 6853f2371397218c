import type { Queryable } from '../db/db';
import type { CartLineRecord } from '../domain/cart-view';
import { SKU_FACTS_COLUMNS, SKU_FACTS_JOIN, type SkuFactsRow, toSkuFacts } from './sku-facts';

export type { CartLineRecord };

interface Row extends SkuFactsRow {
  id: number;
  quantity: number;
  selected: boolean;
  seq: number;
  stage: number | null;
  created_at: number;
}

const asStage = (n: number | null): 3 | 6 | 12 | null => (n === 3 || n === 6 || n === 12 ? n : null);

const toRecord = (r: Row): CartLineRecord => ({
  lineId: r.id,
  quantity: r.quantity,
  selected: r.selected,
  seq: Number(r.seq),
  stage: asStage(r.stage),
  createdAt: Number(r.created_at),
  sku: toSkuFacts(r),
});

const SELECT = `SELECT l.id, l.quantity, l.selected, l.seq, l.stage, l.created_at, ${SKU_FACTS_COLUMNS}
  FROM cart_lines l JOIN skus k ON k.sku_no = l.sku_no ${SKU_FACTS_JOIN}`;

/** All lines of one customer, oldest first (the order they were added). */
export async function listCartLines(db: Queryable, customerId: number): Promise<CartLineRecord[]> {
  const rows = await db.query<Row>(`${SELECT} WHERE l.customer_id = $1 ORDER BY l.id`, [customerId]);
  return rows.map(toRecord);
}

/**
 * The customer's lines among these ids, by id (locked when asked). Ids that are not theirs (deleted, or
 * another customer's) are simply absent; the cart service refuses the whole request then.
 */
export async function findCartLines(
  db: Queryable,
  customerId: number,
  lineIds: readonly number[],
  opts: { forUpdate?: boolean } = {},
): Promise<Map<number, CartLineRecord>> {
  const rows = await db.query<Row>(
    `${SELECT} WHERE l.customer_id = $1 AND l.id = ANY($2::int[]) ORDER BY l.id${opts.forUpdate ? ' FOR UPDATE OF l' : ''}`,
    [customerId, [...new Set(lineIds)]],
  );
  return new Map(rows.map((r) => [r.id, toRecord(r)]));
}

/** The badge: sum of quantities. */
export async function cartCount(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT COALESCE(SUM(quantity), 0)::int AS n FROM cart_lines WHERE customer_id = $1',
    [customerId],
  );
  return row?.n ?? 0;
}

/** Lines of other SKUs than this one: the cart's size limit counts distinct SKUs. */
export async function countOtherLines(db: Queryable, customerId: number, skuNo: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM cart_lines WHERE customer_id = $1 AND sku_no <> $2',
    [customerId, skuNo],
  );
  return row?.n ?? 0;
}

/**
 * Adds to the SKU's line, or starts one, selected. The sum happens in SQL, so two adds at once both count;
 * the caller judges the returned total.
 */
export async function addToLine(
  tx: Queryable,
  line: { customerId: number; skuNo: string; quantity: number; now: number },
): Promise<{ id: number; quantity: number }> {
  const [row] = await tx.query<{ id: number; quantity: number }>(
    `INSERT INTO cart_lines (customer_id, sku_no, quantity, selected, created_at, updated_at)
     VALUES ($1, $2, $3, true, $4, $4)
     ON CONFLICT (customer_id, sku_no) DO UPDATE
       SET quantity = cart_lines.quantity + EXCLUDED.quantity, selected = true, updated_at = EXCLUDED.updated_at
     RETURNING id, quantity`,
    [line.customerId, line.skuNo, line.quantity, line.now],
  );
  if (!row) throw new Error('cart line upsert returned nothing');
  return row;
}

export async function setLineQuantity(
  tx: Queryable,
  line: { customerId: number; lineId: number; quantity: number; seq: number; now: number },
): Promise<void> {
  await tx.query(
    'UPDATE cart_lines SET quantity = $3, seq = $4, updated_at = $5 WHERE id = $1 AND customer_id = $2',
    [line.lineId, line.customerId, line.quantity, line.seq, line.now],
  );
}

/** Selects or unselects these lines, or all of the customer's lines when lineIds is null. */
export async function setLinesSelected(
  tx: Queryable,
  customerId: number,
  lineIds: readonly number[] | null,
  selected: boolean,
): Promise<void> {
  await tx.query(
    `UPDATE cart_lines SET selected = $2 WHERE customer_id = $1 AND ($3::int[] IS NULL OR id = ANY($3::int[]))`,
    [customerId, selected, lineIds],
  );
}

export async function setLineStage(
  db: Queryable,
  customerId: number,
  lineId: number,
  stage: number | null,
): Promise<void> {
  await db.query('UPDATE cart_lines SET stage = $3 WHERE id = $1 AND customer_id = $2', [
    lineId,
    customerId,
    stage,
  ]);
}

export async function deleteLines(
  db: Queryable,
  customerId: number,
  lineIds: readonly number[],
): Promise<void> {
  await db.query('DELETE FROM cart_lines WHERE customer_id = $1 AND id = ANY($2::int[])', [
    customerId,
    lineIds,
  ]);
}

export async function deleteAllLines(db: Queryable, customerId: number): Promise<void> {
  await db.query('DELETE FROM cart_lines WHERE customer_id = $1', [customerId]);
}

/** SKU of each of these lines that still exists, locked: create-order checks the cart did not change. */
export async function lockLineSkus(
  tx: Queryable,
  customerId: number,
  lineIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await tx.query<{ id: number; sku_no: string }>(
    'SELECT id, sku_no FROM cart_lines WHERE customer_id = $1 AND id = ANY($2::int[]) FOR UPDATE',
    [customerId, lineIds],
  );
  return new Map(rows.map((r) => [r.id, r.sku_no]));
}
