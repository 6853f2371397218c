/**
 * The operators' stores and their physical shops (线下门店), /api/operator/stores and
 * /api/operator/offline-stores (ADR 0068): the one declaration of each endpoint (ADR 0063),
 * two records (one per router) in one module since the console's stores tab loads both. Each is also listed
 * in server/operators/route-roles.ts.
 */
import { endpoint } from '../../endpoint';
import {
  offlineStoreCreateSchema,
  offlineStoreEditSchema,
  offlineStoreParamSchema,
  operatorOfflineStoreListSchema,
  operatorOfflineStoreSchema,
  operatorStoreListSchema,
  operatorStoreParamSchema,
  operatorStoreSchema,
  storeStatusBodySchema,
} from '../../store-operator';

const STORES = '/api/operator/stores';
const SHOPS = '/api/operator/offline-stores';

export const storeOperatorList = endpoint({
  method: 'get',
  path: STORES,
  auth: 'operator',
  result: operatorStoreListSchema,
});

export const storeOperatorStatus = endpoint({
  method: 'put',
  path: `${STORES}/{storeNo}/status`,
  auth: 'operator',
  params: operatorStoreParamSchema,
  body: storeStatusBodySchema,
  result: operatorStoreSchema,
});

/** The record of the stores' declarations by name: the handler table's and the doc record's keys. */
export const storeOperatorEndpoints = {
  list: storeOperatorList,
  status: storeOperatorStatus,
};

export const offlineStoreOperatorList = endpoint({
  method: 'get',
  path: SHOPS,
  auth: 'operator',
  result: operatorOfflineStoreListSchema,
});

export const offlineStoreOperatorCreate = endpoint({
  method: 'post',
  path: SHOPS,
  auth: 'operator',
  body: offlineStoreCreateSchema,
  result: operatorOfflineStoreSchema,
});

export const offlineStoreOperatorEdit = endpoint({
  method: 'put',
  path: `${SHOPS}/{offlineNo}`,
  auth: 'operator',
  params: offlineStoreParamSchema,
  body: offlineStoreEditSchema,
  result: operatorOfflineStoreSchema,
});

export const offlineStoreOperatorStatus = endpoint({
  method: 'put',
  path: `${SHOPS}/{offlineNo}/status`,
  auth: 'operator',
  params: offlineStoreParamSchema,
  body: storeStatusBodySchema,
  result: operatorOfflineStoreSchema,
});

/** The record of the physical shops' declarations by name. */
export const offlineStoreOperatorEndpoints = {
  list: offlineStoreOperatorList,
  create: offlineStoreOperatorCreate,
  edit: offlineStoreOperatorEdit,
  status: offlineStoreOperatorStatus,
};
