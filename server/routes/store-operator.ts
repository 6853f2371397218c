import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  offlineStoreCreateSchema,
  offlineStoreEditSchema,
  offlineStoreParamSchema,
  operatorStoreParamSchema,
  storeStatusBodySchema,
} from '../../schemas/api/store-operator';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { badRequest, conflict, notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
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
import { operatorAccess } from './booth/console';

/** A refusal in the caller's language: 404 unknown, 409 number taken, 400 a store that does not exist. */
function fail(c: Context, p: StoreAdminProblem): never {
  const t = textsFor(c, catalogueOperatorMessages);
  if (p.kind === 'store_not_found') throw notFound(t.storeNotFound);
  if (p.kind === 'offline_not_found') throw notFound(t.offlineNotFound);
  if (p.kind === 'offline_taken') throw conflict(t.offlineTaken(p.offlineNo));
  throw badRequest(t.unknownStore(p.storeNo));
}

const answer = <T>(c: Context, o: { ok: true; value: T } | { ok: false; problem: StoreAdminProblem }) =>
  sendOk(c, o.ok ? o.value : fail(c, o.problem));

/**
 * Mounted at /api/operator/stores (issue 35 item 4, ADR 0068): every store, and opening or closing one (a
 * closed store's products and shops leave the shoppers' lists). The write changes what shoppers see and
 * needs a second operator while approval is on.
 */
export function storeOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  r.get('/', async (c) => sendOk(c, { list: await operatorStores(deps) }));
  r.put('/:storeNo/status', async (c) => {
    const p = operatorStoreParamSchema.safeParse({ storeNo: c.req.param('storeNo') });
    const storeNo = p.success ? p.data.storeNo : fail(c, { kind: 'store_not_found' });
    const { open } = await parseBody(c, storeStatusBodySchema);
    return answer(c, await moveStore(deps, storeNo, open));
  });
  return r;
}

/**
 * Mounted at /api/operator/offline-stores (issue 35 item 4, ADR 0068): the brands' physical shops, closed
 * ones included; create one (open), replace one's fields, open or close it. Every write changes the
 * shoppers' store-offline lists and needs a second operator while approval is on.
 */
export function offlineStoreOperatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  const offlineNo = (c: Context): string => {
    const p = offlineStoreParamSchema.safeParse({ offlineNo: c.req.param('offlineNo') });
    return p.success ? p.data.offlineNo : fail(c, { kind: 'offline_not_found' });
  };
  r.get('/', async (c) => sendOk(c, { list: await operatorOfflineStores(deps) }));
  r.post('/', async (c) =>
    answer(c, await createOfflineStore(deps, await parseBody(c, offlineStoreCreateSchema))),
  );
  r.put('/:offlineNo', async (c) => {
    const no = offlineNo(c);
    return answer(c, await editOfflineStore(deps, no, await parseBody(c, offlineStoreEditSchema)));
  });
  r.put('/:offlineNo/status', async (c) => {
    const no = offlineNo(c);
    const { open } = await parseBody(c, storeStatusBodySchema);
    return answer(c, await moveOfflineStore(deps, no, open));
  });
  return r;
}
