import type { SpecialPurchaseRefusal, TradeInEstimateRequest } from '../../schemas/api/special-purchase';
import { newSecret } from '../auth/secrets';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import type { Quote } from '../domain/checkout';
import { appraise, deductTradeIn } from '../domain/special-purchase';
import {
  claimEstimate,
  findEstimate,
  findModel,
  insertEstimate,
  listEstimates,
  listModels,
  tradeInAllowed,
} from '../repos/trade-in';
import { refuse, settle } from './outcome';
import { specialConfig } from './special-config';

type TradeInRefusal = Extract<SpecialPurchaseRefusal, `trade_in_${string}`>;
function no(reason: TradeInRefusal): never {
  return refuse({ refusal: 'special_purchase_refused', reason });
}

export const tradeInModels = (deps: AppDeps) => settle(async () => ({ models: await listModels(deps.db) }));

export const tradeInEligibility = (deps: AppDeps, skuNo: string) =>
  settle(async () => ({ skuNo, allowed: (await tradeInAllowed(deps.db, [skuNo])).has(skuNo) }));

export const myTradeInEstimates = (deps: AppDeps, customerId: number) =>
  settle(async () => ({ estimates: await listEstimates(deps.db, customerId) }));

/** The simulated appraiser values the device (domain/special-purpose appraise) and holds the value a while. */
export function estimateTradeIn(deps: AppDeps, customerId: number, body: TradeInEstimateRequest) {
  const { db, config } = deps;
  const now = config.clock();
  return settle(async () => {
    const model = await findModel(db, body.modelCode);
    if (!model) no('trade_in_model_unknown');
    const estimateNo = `TI${newSecret(12)
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 14)
      .toUpperCase()}${now % 100000}`;
    const valueCents = appraise(model.topValueCents, body.condition, body.powersOn);
    const expiresAt = now + specialConfig(deps).tradeInHoldMs;
    await insertEstimate(db, {
      estimateNo,
      customerId,
      modelCode: model.modelCode,
      condition: body.condition,
      valueCents,
      now,
      expiresAt,
    });
    const found = await findEstimate(db, customerId, estimateNo);
    if (!found) return no('trade_in_not_found');
    return found;
  });
}

/** The caller's estimate, usable now (checked again, under a lock, when an order uses it). */
async function usableEstimate(
  db: Queryable,
  customerId: number,
  estimateNo: string,
  now: number,
  forUpdate: boolean,
) {
  const e = await findEstimate(db, customerId, estimateNo, { forUpdate });
  if (!e) return no('trade_in_not_found');
  if (e.usedOrderNo !== null) no('trade_in_used');
  if (e.expiresAt <= now) no('trade_in_expired');
  return e;
}

/**
 * The checkout's trade-in hook: with an estimate, the quote's discount grows by its value (capped so no
 * store's goods go below zero) when at least one item takes a trade-in. At confirmation it only prices;
 * inside create-order (orderNo given) it also uses the estimate once, by a conditional update.
 */
export async function withTradeIn<Q extends Pick<Quote, 'stores' | 'amounts' | 'items'>>(
  db: Queryable,
  customerId: number,
  estimateNo: string | null,
  q: Q,
  now: number,
  use?: { orderNo: string },
): Promise<Q & { tradeInCents: number }> {
  if (estimateNo === null) return { ...q, tradeInCents: 0 };
  const e = await usableEstimate(db, customerId, estimateNo, now, use !== undefined);
  const allowed = await tradeInAllowed(
    db,
    q.items.map((i) => i.skuNo),
  );
  if (allowed.size === 0) no('trade_in_not_allowed');
  const traded = deductTradeIn(q, e.valueCents);
  if (use && !(await claimEstimate(db, estimateNo, use.orderNo, traded.tradeInCents, now)))
    no('trade_in_used');
  return traded;
}
