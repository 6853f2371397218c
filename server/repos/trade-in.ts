import type { TradeInCondition, TradeInEstimate } from '../../schemas/api/special-purchase';
import type { Queryable } from '../db/db';

export interface TradeInModel {
  modelCode: string;
  brand: string;
  name: string;
  topValueCents: number;
}

/** The models shoppers may have appraised: withdrawn ones are left out (ADR 0066). */
export async function listModels(db: Queryable): Promise<TradeInModel[]> {
  const rows = await db.query<{ model_code: string; brand: string; name: string; top_value_cents: number }>(
    `SELECT model_code, brand, name, top_value_cents FROM trade_in_models
      WHERE withdrawn_at IS NULL ORDER BY sort, model_code`,
  );
  return rows.map((r) => ({
    modelCode: r.model_code,
    brand: r.brand,
    name: r.name,
    topValueCents: Number(r.top_value_cents),
  }));
}

export async function findModel(db: Queryable, modelCode: string): Promise<TradeInModel | null> {
  return (await listModels(db)).find((m) => m.modelCode === modelCode) ?? null;
}

/** Whether the SKU's category takes a trade-in. */
export async function tradeInAllowed(db: Queryable, skuNos: readonly string[]): Promise<Set<string>> {
  if (skuNos.length === 0) return new Set();
  const rows = await db.query<{ sku_no: string }>(
    `SELECT k.sku_no FROM skus k JOIN products p ON p.spu_no = k.spu_no
     JOIN trade_in_categories c ON c.category_code = p.category_code WHERE k.sku_no = ANY($1)`,
    [skuNos],
  );
  return new Set(rows.map((r) => r.sku_no));
}

export async function insertEstimate(
  db: Queryable,
  e: {
    estimateNo: string;
    customerId: number;
    modelCode: string;
    condition: TradeInCondition;
    valueCents: number;
    now: number;
    expiresAt: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO trade_in_estimates (estimate_no, customer_id, model_code, condition, value_cents, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [e.estimateNo, e.customerId, e.modelCode, e.condition, e.valueCents, e.now, e.expiresAt],
  );
}

type EstimateRow = {
  estimate_no: string;
  model_code: string;
  name: string;
  condition: TradeInCondition;
  value_cents: number;
  created_at: number;
  expires_at: number;
  used_order_no: string | null;
};
const SELECT = `SELECT e.estimate_no, e.model_code, m.name, e.condition, e.value_cents, e.created_at, e.expires_at,
  e.used_order_no FROM trade_in_estimates e JOIN trade_in_models m ON m.model_code = e.model_code`;
const asEstimate = (r: EstimateRow): TradeInEstimate => ({
  estimateNo: r.estimate_no,
  modelCode: r.model_code,
  modelName: r.name,
  condition: r.condition,
  valueCents: Number(r.value_cents),
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
  usedOrderNo: r.used_order_no,
});

/** The customer's estimates, newest first (another customer's are never read). */
export async function listEstimates(db: Queryable, customerId: number): Promise<TradeInEstimate[]> {
  const rows = await db.query<EstimateRow>(
    `${SELECT} WHERE e.customer_id = $1 ORDER BY e.created_at DESC, e.estimate_no DESC LIMIT 20`,
    [customerId],
  );
  return rows.map(asEstimate);
}

/** The customer's estimate; another customer's reads as none. */
export async function findEstimate(
  db: Queryable,
  customerId: number,
  estimateNo: string,
  opts: { forUpdate?: boolean } = {},
): Promise<TradeInEstimate | null> {
  const [r] = await db.query<EstimateRow>(
    `${SELECT} WHERE e.customer_id = $1 AND e.estimate_no = $2${opts.forUpdate ? ' FOR UPDATE OF e' : ''}`,
    [customerId, estimateNo],
  );
  return r ? asEstimate(r) : null;
}

/** Uses the estimate for the order: false when another order took it first. */
export async function claimEstimate(
  tx: Queryable,
  estimateNo: string,
  orderNo: string,
  deductionCents: number,
  now: number,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE trade_in_estimates SET used_order_no = $2, used_at = $3, deduction_cents = $4
     WHERE estimate_no = $1 AND used_order_no IS NULL AND expires_at > $3 RETURNING 1`,
    [estimateNo, orderNo, now, deductionCents],
  );
  return rows.length > 0;
}

/** What an order took off for a trade-in, 0 when none. */
export async function orderTradeInCents(db: Queryable, orderNo: string): Promise<number> {
  const [r] = await db.query<{ deduction_cents: number }>(
    'SELECT deduction_cents FROM trade_in_estimates WHERE used_order_no = $1',
    [orderNo],
  );
  return r ? Number(r.deduction_cents) : 0;
}

/** Cancelled orders give their estimates back, like their coupons (order-lifecycle releaseOrders). */
export async function releaseTradeIns(tx: Queryable, orderNos: readonly string[]): Promise<void> {
  await tx.query(
    `UPDATE trade_in_estimates SET used_order_no = NULL, used_at = NULL, deduction_cents = NULL
      WHERE used_order_no = ANY($1::text[])`,
    [orderNos],
  );
}
