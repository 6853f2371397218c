import type { Context } from 'hono';
import {
  offlineStoreOperatorDocumented,
  storeOperatorDocumented,
} from '../../schemas/api/endpoints/docs/catalogue-operator';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { badRequest, conflict, notFound } from '../http/errors';
import { catalogueOperatorMessages } from '../i18n/catalogue-operator';
import { textsFor } from '../i18n/request-lang';
import {
  createOfflineStore,
  editOfflineStore,
  moveOfflineStore,
  moveStore,
  operatorOfflineStores,
  operatorStores,
  type StoreAdminProblem,
} from '../services/store-admin';

/** A refusal in the caller's language: 404 unknown, 409 number taken, 400 a store that does not exist. */
function fail(c: Context, p: StoreAdminProblem): never {
  const t = textsFor(c, catalogueOperatorMessages);
  if (p.kind === 'store_not_found') throw notFound(t.storeNotFound);
  if (p.kind === 'offline_not_found') throw notFound(t.offlineNotFound);
  if (p.kind === 'offline_taken') throw conflict(t.offlineTaken(p.offlineNo));
  throw badRequest(t.unknownStore(p.storeNo));
}

const answer = <T>(c: Context, o: { ok: true; value: T } | { ok: false; problem: StoreAdminProblem }): T =>
  o.ok ? o.value : fail(c, o.problem);

/**
 * Mounted at /api/operator/stores (ADR 0068): the handlers of the stores' declarations
 * (schemas/api/endpoints/catalogue-operator/stores.ts) — every store, and opening or closing one (a closed
 * store's products and shops leave the shoppers' lists). The write changes what shoppers see and needs a
 * second operator while approval is on (the gate keeps it as a change request).
 */
export function storeOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/stores', storeOperatorDocumented, {
    list: async () => ({ list: await operatorStores(deps) }),
    status: async ({ params, body, c }) => answer(c, await moveStore(deps, params.storeNo, body.open)),
  });
}

/**
 * Mounted at /api/operator/offline-stores (ADR 0068): the brands' physical shops, closed
 * ones included; create one (open), replace one's fields, open or close it. Every write changes the
 * shoppers' store-offline lists and needs a second operator while approval is on.
 */
export function offlineStoreOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/offline-stores', offlineStoreOperatorDocumented, {
    list: async () => ({ list: await operatorOfflineStores(deps) }),
    create: async ({ body, c }) => answer(c, await createOfflineStore(deps, body)),
    edit: async ({ params, body, c }) => answer(c, await editOfflineStore(deps, params.offlineNo, body)),
    status: async ({ params, body, c }) =>
      answer(c, await moveOfflineStore(deps, params.offlineNo, body.open)),
  });
}
