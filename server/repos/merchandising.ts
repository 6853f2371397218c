import type { Queryable } from '../db/db';

/**
 * The merchandising columns the seed fills (server/booth/merchandising.ts decides the values): one
 * statement per column rather than one per row, since the seed runs on every fresh database.
 */

export async function listSkuNos(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ sku_no: string }>('SELECT sku_no FROM skus');
  return rows.map((r) => r.sku_no);
}

export async function listSpuNos(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ spu_no: string }>('SELECT spu_no FROM products');
  return rows.map((r) => r.spu_no);
}

export async function setSalesVolumes(
  q: Queryable,
  sales: readonly { sku_no: string; sales: number }[],
): Promise<void> {
  await q.query(
    `UPDATE skus k SET sales_volume = v.sales
       FROM jsonb_to_recordset($1::jsonb) AS v(sku_no text, sales integer) WHERE k.sku_no = v.sku_no`,
    [JSON.stringify(sales)],
  );
}

export async function setApprovedAt(
  q: Queryable,
  approved: readonly { spu_no: string; at: number }[],
): Promise<void> {
  await q.query(
    `UPDATE products p SET approved_at = v.at
       FROM jsonb_to_recordset($1::jsonb) AS v(spu_no text, at bigint) WHERE p.spu_no = v.spu_no`,
    [JSON.stringify(approved)],
  );
}

export async function markEcnySkus(q: Queryable, skuNos: readonly string[]): Promise<void> {
  await q.query('UPDATE skus SET ecny = true WHERE sku_no IN (SELECT jsonb_array_elements_text($1::jsonb))', [
    JSON.stringify(skuNos),
  ]);
}
