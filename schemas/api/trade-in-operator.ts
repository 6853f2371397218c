/**
 * The operators' trade-in device table (ADR 0066) under /api/operator/trade-in-models:
 * the models shoppers can have appraised, with the top value the simulated appraiser starts from.
 */
import { z } from '../zod';
import { listingStateFields } from './listing-operator';
import { cents, code, count, text } from './primitives';

/** A trade-in is worth at most ¥50,000 here: a typed extra zero is refused rather than paid out. */
export const TRADE_IN_TOP_MAX_CENTS = 5_000_000;

const modelFields = {
  brand: text(20, { min: 1, what: 'brand' }),
  name: text(40, { min: 1, what: 'name' }),
  topValueCents: cents.check(z.gte(100), z.lte(TRADE_IN_TOP_MAX_CENTS)),
  /** List order: lower first. */
  sort: z._default(count(0, 9999), 0),
};

export const tradeInModelCodeSchema = code(32);

/** PUT /api/operator/trade-in-models/{modelCode}: the whole model as it should be. */
export const operatorTradeInModelEditSchema = z.object(modelFields);
export type OperatorTradeInModelEdit = z.infer<typeof operatorTradeInModelEditSchema>;

/** POST /api/operator/trade-in-models: a new model under a code of the operator's choosing. */
export const operatorTradeInModelCreateSchema = z.object({
  modelCode: tradeInModelCodeSchema,
  ...modelFields,
});
export type OperatorTradeInModelCreate = z.infer<typeof operatorTradeInModelCreateSchema>;

export const operatorTradeInModelParamSchema = z.object({ modelCode: tradeInModelCodeSchema });

export const operatorTradeInModelSchema = z.object({
  modelCode: z.string(),
  brand: z.string(),
  name: z.string(),
  topValueCents: z.int(),
  sort: z.int(),
  ...listingStateFields,
  /** Estimates ever made for the model (a withdrawn model keeps them until they expire). */
  estimates: z.int(),
});
export type OperatorTradeInModel = z.infer<typeof operatorTradeInModelSchema>;

export const operatorTradeInModelListSchema = z.object({ list: z.array(operatorTradeInModelSchema) });
