import type { Queryable } from '../db/db';
import type { SkuFacts } from '../domain/sku-availability';
import { notFound } from '../http/errors';
import { SKU_FACTS_COLUMNS, SKU_FACTS_JOIN, type SkuFactsRow, toSkuFacts } from './sku-facts';

/** A cart line with the facts of its SKU. */
export interface CartLineRecord {
  lineId: number;
  quantity: number;
  selected: boolean;
  seq: number;
  stage: 3 | 6 | 12 | null;
  createdAt: number;
  sku: SkuFacts;
}

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
 * The customer's lines with these ids, in the order asked. Any id that is not theirs (deleted, or another
 * customer's) is refused as a whole with 404 naming it, so nothing is half done.
 */
export async function findCartLines(
  db: Queryable,
  customerId: number,
  lineIds: readonly number[],
  opts: { forUpdate?: boolean } = {},
): Promise<CartLineRecord[]> {
  const unique = [...new Set(lineIds)];
  const rows = await db.query<Row>(
    `${SELECT} WHERE l.customer_id = $1 AND l.id = ANY($2::int[]) ORDER BY l.id${opts.forUpdate ? ' FOR UPDATE OF l' : ''}`,
    [customerId, unique],
  );
  const byId = new Map(rows.map((r) => [r.id, toRecord(r)]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw notFound(`cart line ${missing.join(', ')} is no longer in your cart; please refresh the cart`);
  }
  return unique.map((id) => byId.get(id)).filter((l): l is CartLineRecord => l !== undefined);
}

/** The badge: sum of quantities. */
export async function cartCount(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT COALESCE(SUM(quantity), 0)::int AS n FROM cart_lines WHERE customer_id = $1',
    [customerId],
  );
  return row?.n ?? 0;
}
