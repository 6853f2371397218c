import type {
  OfflineStoreCreate,
  OfflineStoreEdit,
  OperatorOfflineStore,
  OperatorStore,
} from '../../schemas/api/store-operator';
import type { AppDeps } from '../config';
import {
  findOperatorOfflineStore,
  insertOfflineStore,
  listOperatorOfflineStores,
  listOperatorStores,
  setOfflineStoreOpen,
  setStoreOpen,
  storeExists,
  updateOfflineStore,
} from '../repos/store-admin';

/** Why a store or shop write was refused (the route says it in the caller's language). */
export type StoreAdminProblem =
  | { kind: 'store_not_found' }
  | { kind: 'offline_not_found' }
  | { kind: 'offline_taken'; offlineNo: string }
  | { kind: 'unknown_store'; storeNo: string };

type Outcome<T> = { ok: true; value: T } | { ok: false; problem: StoreAdminProblem };
const refused = (problem: StoreAdminProblem): Outcome<never> => ({ ok: false, problem });

export const operatorStores = (deps: AppDeps): Promise<OperatorStore[]> => listOperatorStores(deps.db);
export const operatorOfflineStores = (deps: AppDeps): Promise<OperatorOfflineStore[]> =>
  listOperatorOfflineStores(deps.db);

/** Opens or closes a store (ADR 0068); the store as the console lists it. */
export async function moveStore(
  deps: AppDeps,
  storeNo: string,
  open: boolean,
): Promise<Outcome<OperatorStore>> {
  if (!(await setStoreOpen(deps.db, storeNo, open))) return refused({ kind: 'store_not_found' });
  const store = (await listOperatorStores(deps.db)).find((s) => s.storeNo === storeNo);
  return store ? { ok: true, value: store } : refused({ kind: 'store_not_found' });
}

async function shopOutcome(deps: AppDeps, offlineNo: string): Promise<Outcome<OperatorOfflineStore>> {
  const shop = await findOperatorOfflineStore(deps.db, offlineNo);
  return shop ? { ok: true, value: shop } : refused({ kind: 'offline_not_found' });
}

/** A new open shop of a known store under an unused number. */
export async function createOfflineStore(
  deps: AppDeps,
  body: OfflineStoreCreate,
): Promise<Outcome<OperatorOfflineStore>> {
  if (!(await storeExists(deps.db, body.storeNo)))
    return refused({ kind: 'unknown_store', storeNo: body.storeNo });
  if (!(await insertOfflineStore(deps.db, body)))
    return refused({ kind: 'offline_taken', offlineNo: body.offlineNo });
  return shopOutcome(deps, body.offlineNo);
}

/** Replaces a shop's fields (its state stays). */
export async function editOfflineStore(
  deps: AppDeps,
  offlineNo: string,
  body: OfflineStoreEdit,
): Promise<Outcome<OperatorOfflineStore>> {
  if (!(await storeExists(deps.db, body.storeNo)))
    return refused({ kind: 'unknown_store', storeNo: body.storeNo });
  if (!(await updateOfflineStore(deps.db, offlineNo, body))) return refused({ kind: 'offline_not_found' });
  return shopOutcome(deps, offlineNo);
}

/** Opens or closes a shop. */
export async function moveOfflineStore(
  deps: AppDeps,
  offlineNo: string,
  open: boolean,
): Promise<Outcome<OperatorOfflineStore>> {
  if (!(await setOfflineStoreOpen(deps.db, offlineNo, open))) return refused({ kind: 'offline_not_found' });
  return shopOutcome(deps, offlineNo);
}
