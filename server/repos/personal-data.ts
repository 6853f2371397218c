import type { Queryable } from '../db/db';
import type { PersonalTable } from './personal-data-registry';

/**
 * The statements behind export and erasure, made from the registry (personal-data-registry.ts). Table and
 * column names come from that constant list, never from a request; the customer id is always a parameter.
 */

export type ExportedRow = Record<string, unknown>;

/** The customer's rows of one table, without the columns the registry calls secret. */
export async function ownRows(
  q: Queryable,
  entry: PersonalTable,
  customerId: number,
): Promise<ExportedRow[]> {
  const rows = await q.query<ExportedRow>(`SELECT * FROM ${entry.table} WHERE ${entry.owner}`, [customerId]);
  const hidden = new Set(entry.secret ?? []);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.has(k))));
}

/** How many rows of one table are the customer's. */
export async function ownRowCount(q: Queryable, entry: PersonalTable, customerId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM ${entry.table} WHERE ${entry.owner}`,
    [customerId],
  );
  return row?.n ?? 0;
}

/** Deletes or masks the customer's rows of one table as the registry says; answers how many rows it touched. */
export async function eraseRows(q: Queryable, entry: PersonalTable, customerId: number): Promise<number> {
  const { erase } = entry;
  if (erase.kind === 'keep') return 0;
  if (erase.kind === 'delete') {
    const rows = await q.query(`DELETE FROM ${entry.table} WHERE ${entry.owner} RETURNING 1`, [customerId]);
    return rows.length;
  }
  const set = Object.entries(erase.set)
    .map(([column, value]) => `${column} = ${value}`)
    .join(', ');
  const rows = await q.query(`UPDATE ${entry.table} SET ${set} WHERE ${entry.owner} RETURNING 1`, [
    customerId,
  ]);
  return rows.length;
}

/**
 * How many of the customer's rows still differ from their masked form (0 once erased): what the erasure
 * test checks for every masked table. A mask is idempotent, so a masked row equals its own mask.
 */
export async function unmaskedRowCount(
  q: Queryable,
  entry: PersonalTable,
  customerId: number,
): Promise<number> {
  if (entry.erase.kind !== 'mask') return 0;
  const differs = Object.entries(entry.erase.set)
    .map(([column, value]) => `${column} IS DISTINCT FROM ${value}`)
    .join(' OR ');
  const [row] = await q.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM ${entry.table} WHERE (${entry.owner}) AND (${differs})`,
    [customerId],
  );
  return row?.n ?? 0;
}

/** The ids of the customer's uploaded pictures (the ledger), for deleting their files from the store. */
export async function uploadIdsOf(q: Queryable, customerId: number): Promise<string[]> {
  const rows = await q.query<{ file_id: string }>('SELECT file_id FROM uploads WHERE customer_id = $1', [
    customerId,
  ]);
  return rows.map((r) => r.file_id);
}

/** Locks the customer's row, so an erasure and the customer's own writes do not interleave. */
export async function lockCustomer(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
}
