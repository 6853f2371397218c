import type {
  OperatorTradeInModel,
  OperatorTradeInModelCreate,
  OperatorTradeInModelEdit,
} from '../../schemas/api/trade-in-operator';
import type { AppDeps } from '../config';
import {
  findAdminModel,
  insertModel,
  listAllModels,
  replaceModel,
  setModelWithdrawn,
  type TradeInModelAdminRow,
} from '../repos/trade-in-admin';
import { type ListingAnswer, type ListingMove, listingState, moveListing } from './listing-admin';

/** The trade-in device table kept by operators (ADR 0066). */

const view = (r: TradeInModelAdminRow): OperatorTradeInModel => ({
  modelCode: r.model_code,
  brand: r.brand,
  name: r.name,
  topValueCents: Number(r.top_value_cents),
  sort: r.sort,
  ...listingState(r.withdrawn_at === null ? null : Number(r.withdrawn_at)),
  estimates: r.estimates,
});

async function found(deps: AppDeps, modelCode: string): Promise<ListingAnswer<OperatorTradeInModel>> {
  const row = await findAdminModel(deps.db, modelCode);
  return row ? { item: view(row) } : { problem: { kind: 'not_found' } };
}

export const operatorTradeInModels = async (deps: AppDeps) => ({
  list: (await listAllModels(deps.db)).map(view),
});

export async function createTradeInModel(
  deps: AppDeps,
  { modelCode, ...fields }: OperatorTradeInModelCreate,
): Promise<ListingAnswer<OperatorTradeInModel>> {
  if (!(await insertModel(deps.db, modelCode, fields))) {
    return { problem: { kind: 'exists', key: modelCode } };
  }
  return found(deps, modelCode);
}

/** Replaces a model's fields; estimates already held keep the value they were given. */
export async function editTradeInModel(
  deps: AppDeps,
  modelCode: string,
  fields: OperatorTradeInModelEdit,
): Promise<ListingAnswer<OperatorTradeInModel>> {
  if (!(await replaceModel(deps.db, modelCode, fields))) return { problem: { kind: 'not_found' } };
  return found(deps, modelCode);
}

export const moveTradeInModel = (deps: AppDeps, modelCode: string, action: ListingMove) =>
  moveListing(
    action,
    () => findAdminModel(deps.db, modelCode),
    (at) => setModelWithdrawn(deps.db, modelCode, at),
    view,
    deps.config.clock(),
  );
