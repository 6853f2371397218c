import type { OperatorPurchaseEdit } from '../../schemas/api/purchase-operator';
import type { Queryable } from '../db/db';

/** The operators' reads and writes of the purchase programmes (ADR 0017 and 0066). */

export interface PurchaseAdminRow {
  spu_no: string;
  product_name: string;
  partner_name: string;
  cutoff_hour: number;
  batch_weekdays: number[];
  transit_days: number;
  per_customer_limit: number;
  excluded_provinces: string[];
  notes: string;
  withdrawn_at: number | null;
}

const SELECT = `SELECT pp.spu_no, p.name AS product_name, pp.partner_name, pp.cutoff_hour, pp.batch_weekdays,
  pp.transit_days, pp.per_customer_limit, pp.excluded_provinces, pp.notes, pp.withdrawn_at
  FROM purchase_products pp JOIN products p ON p.spu_no = pp.spu_no`;

/** Every programme, withdrawn ones included. */
export const listAllProgrammes = (db: Queryable): Promise<PurchaseAdminRow[]> =>
  db.query<PurchaseAdminRow>(`${SELECT} ORDER BY pp.spu_no`);

export async function findProgramme(db: Queryable, spuNo: string): Promise<PurchaseAdminRow | null> {
  const [row] = await db.query<PurchaseAdminRow>(`${SELECT} WHERE pp.spu_no = $1`, [spuNo]);
  return row ?? null;
}

/** Whether the catalogue has the product. */
export async function productExists(db: Queryable, spuNo: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM products WHERE spu_no = $1', [spuNo])).length > 0;
}

const values = (p: OperatorPurchaseEdit) => [
  p.partnerName,
  p.cutoffHour,
  [...p.batchWeekdays].sort((a, b) => a - b),
  p.transitDays,
  p.perCustomerLimit,
  p.excludedProvinces,
  p.notes,
];

/**
 * Moves the version of the product's SKUs: their cards say whether the product is in a programme, and the
 * product caches of other server processes over the same PostgreSQL notice a catalogue change by that
 * version (this process's own by its catalogue epoch, server/db/catalogue-epoch.ts).
 */
async function touchProductSkus(db: Queryable, spuNo: string): Promise<void> {
  await db.query('UPDATE skus SET version = version + 1 WHERE spu_no = $1', [spuNo]);
}

/** Puts a product into a listed programme; false when it already has one. */
export async function insertProgramme(
  db: Queryable,
  spuNo: string,
  p: OperatorPurchaseEdit,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO purchase_products (spu_no, partner_name, cutoff_hour, batch_weekdays, transit_days,
       per_customer_limit, excluded_provinces, notes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (spu_no) DO NOTHING RETURNING 1`,
    [spuNo, ...values(p)],
  );
  if (rows.length > 0) await touchProductSkus(db, spuNo);
  return rows.length > 0;
}

/** Replaces a programme's terms (its phase stays); false when the product has none. */
export async function replaceProgramme(
  db: Queryable,
  spuNo: string,
  p: OperatorPurchaseEdit,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE purchase_products SET partner_name = $2, cutoff_hour = $3, batch_weekdays = $4, transit_days = $5,
       per_customer_limit = $6, excluded_provinces = $7, notes = $8
      WHERE spu_no = $1 RETURNING 1`,
    [spuNo, ...values(p)],
  );
  return rows.length > 0;
}

/** Withdraws (at `now`) or restores (null) a programme, only from the other phase (of two racing moves, one wins). */
export async function setProgrammeWithdrawn(
  db: Queryable,
  spuNo: string,
  at: number | null,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE purchase_products SET withdrawn_at = $2
      WHERE spu_no = $1 AND (withdrawn_at IS NULL) = ($2::bigint IS NOT NULL) RETURNING 1`,
    [spuNo, at],
  );
  if (rows.length > 0) await touchProductSkus(db, spuNo);
  return rows.length > 0;
}
