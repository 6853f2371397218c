import {
  operatorProductListSchema,
  operatorProductMediaSchema,
  operatorProductParamSchema,
  operatorProductSchema,
} from '../../../schemas/api/product-operator';
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
} from '../../../schemas/api/store-operator';
import type { Operation } from '../operation';

const P = '/api/operator/products';
const S = '/api/operator/stores';
const O = '/api/operator/offline-stores';
const spu = { spuNo: operatorProductParamSchema.shape.spuNo };
const store = { storeNo: operatorStoreParamSchema.shape.storeNo };
const shop = { offlineNo: offlineStoreParamSchema.shape.offlineNo };
const common = { tag: 'booth operator', auth: 'operator' } as const;

/** The operators' products (gallery, 图文详情, 规格参数), stores and physical shops (ADR 0068). */
export const catalogueOperatorOperations: Operation[] = [
  {
    ...common,
    method: 'get',
    path: P,
    summary:
      'Every product with its store, shelf state and how many pictures, detail pictures and spec rows it has',
    result: operatorProductListSchema,
  },
  {
    ...common,
    method: 'get',
    path: `${P}/{spuNo}`,
    summary: "A product's gallery (main picture first), detail pictures and specification rows",
    params: spu,
    result: operatorProductSchema,
  },
  {
    ...common,
    method: 'put',
    path: `${P}/{spuNo}/media`,
    summary:
      "Replace a product's gallery (1-5 of the mall's pictures, the first its main picture), detail pictures (up to 10) and specification rows (up to 30); needs a second operator while approval is on",
    params: spu,
    body: operatorProductMediaSchema,
    result: operatorProductSchema,
  },
  {
    ...common,
    method: 'get',
    path: S,
    summary: 'Every store, closed ones included, with its product and physical shop counts',
    result: operatorStoreListSchema,
  },
  {
    ...common,
    method: 'put',
    path: `${S}/{storeNo}/status`,
    summary:
      "Open or close a store (a closed store's products and shops leave shoppers' lists); needs a second operator while approval is on",
    params: store,
    body: storeStatusBodySchema,
    result: operatorStoreSchema,
  },
  {
    ...common,
    method: 'get',
    path: O,
    summary: 'Every physical shop (线下门店), closed ones included, by store and number',
    result: operatorOfflineStoreListSchema,
  },
  {
    ...common,
    method: 'post',
    path: O,
    summary:
      'Create an open physical shop of a store (name, kind, city, district, address, phone, hours, WGS-84 location); needs a second operator while approval is on',
    body: offlineStoreCreateSchema,
    result: operatorOfflineStoreSchema,
  },
  {
    ...common,
    method: 'put',
    path: `${O}/{offlineNo}`,
    summary:
      "Replace a physical shop's fields (its state stays); needs a second operator while approval is on",
    params: shop,
    body: offlineStoreEditSchema,
    result: operatorOfflineStoreSchema,
  },
  {
    ...common,
    method: 'put',
    path: `${O}/{offlineNo}/status`,
    summary: 'Open or close a physical shop; needs a second operator while approval is on',
    params: shop,
    body: storeStatusBodySchema,
    result: operatorOfflineStoreSchema,
  },
];
