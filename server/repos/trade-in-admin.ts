import type { OperatorTradeInModelEdit } from '../../schemas/api/trade-in-operator';
import type { Queryable } from '../db/db';

/** The operators' reads and writes of the trade-in device table (ADR 0066). */

export interface TradeInModelAdminRow {
  model_code: string;
  brand: string;
  name: string;
  top_value_cents: number;
  sort: number;
  withdrawn_at: number | null;
  estimates: number;
}

const SELECT = `SELECT m.model_code, m.brand, m.name, m.top_value_cents, m.sort, m.withdrawn_at,
  (SELECT COUNT(*)::int FROM trade_in_estimates e WHERE e.model_code = m.model_code) AS estimates
  FROM trade_in_models m`;

/** Every model, withdrawn ones included, in the shoppers' order. */
export const listAllModels = (db: Queryable): Promise<TradeInModelAdminRow[]> =>
  db.query<TradeInModelAdminRow>(`${SELECT} ORDER BY m.sort, m.model_code`);

export async function findAdminModel(db: Queryable, modelCode: string): Promise<TradeInModelAdminRow | null> {
  const [row] = await db.query<TradeInModelAdminRow>(`${SELECT} WHERE m.model_code = $1`, [modelCode]);
  return row ?? null;
}

/** Inserts a listed model; false when the code is taken. */
export async function insertModel(
  db: Queryable,
  modelCode: string,
  m: OperatorTradeInModelEdit,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO trade_in_models (model_code, brand, name, top_value_cents, sort) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (model_code) DO NOTHING RETURNING 1`,
    [modelCode, m.brand, m.name, m.topValueCents, m.sort],
  );
  return rows.length > 0;
}

/** Replaces a model's fields (its phase stays); false when there is no such model. */
export async function replaceModel(
  db: Queryable,
  modelCode: string,
  m: OperatorTradeInModelEdit,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE trade_in_models SET brand = $2, name = $3, top_value_cents = $4, sort = $5
      WHERE model_code = $1 RETURNING 1`,
    [modelCode, m.brand, m.name, m.topValueCents, m.sort],
  );
  return rows.length > 0;
}

/**
 * Withdraws (at `now`) or restores (null) a model, only from the other phase: false when the model is
 * missing or already there, so of two racing moves one wins.
 */
export async function setModelWithdrawn(
  db: Queryable,
  modelCode: string,
  at: number | null,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE trade_in_models SET withdrawn_at = $2
      WHERE model_code = $1 AND (withdrawn_at IS NULL) = ($2::bigint IS NOT NULL) RETURNING 1`,
    [modelCode, at],
  );
  return rows.length > 0;
}
