/**
 * The store endpoints of stores.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import { productPageSchema } from '../../productCard';
import {
  offlineCategoryListSchema,
  offlineCategoryQuerySchema,
  offlineDetailQuerySchema,
  offlineDistanceQuerySchema,
  offlineDistanceSchema,
  offlineListQuerySchema,
  offlineListSchema,
  offlineStoreSchema,
  storeDetailSchema,
  storeDirectoryTreeSchema,
  storeInfoSchema,
  storeListQuerySchema,
  storeListSchema,
  storeNavListSchema,
  storeProductListQuerySchema,
  storeQuerySchema,
  storeRecommendSchema,
  storeTabProductsQuerySchema,
} from '../../store';

const STORE = '/api/channel/store';
const OFFLINE = '/api/channel/store-offline';

export const storeDetail = endpoint({
  method: 'get',
  path: `${STORE}/detail`,
  auth: 'public',
  query: storeQuerySchema,
  result: storeDetailSchema,
});

export const storeInfo = endpoint({
  method: 'get',
  path: `${STORE}/get-store-info`,
  auth: 'public',
  query: storeQuerySchema,
  result: storeInfoSchema,
});

export const storeList = endpoint({
  method: 'get',
  path: `${STORE}/list`,
  auth: 'public',
  query: storeListQuerySchema,
  result: storeListSchema,
});

export const storeNav = endpoint({
  method: 'get',
  path: `${STORE}/get-store-nav`,
  auth: 'public',
  query: storeQuerySchema,
  result: storeNavListSchema,
});

export const storeRecommend = endpoint({
  method: 'get',
  path: `${STORE}/get-recommend`,
  auth: 'public',
  query: storeQuerySchema,
  result: storeRecommendSchema,
});

export const storeDirectoryTree = endpoint({
  method: 'get',
  path: `${STORE}/directory-tree`,
  auth: 'public',
  query: storeQuerySchema,
  result: storeDirectoryTreeSchema,
});

export const storeProducts = endpoint({
  method: 'get',
  path: `${STORE}/product-list`,
  auth: 'public',
  query: storeProductListQuerySchema,
  result: productPageSchema,
});

export const storeTabProducts = endpoint({
  method: 'get',
  path: `${STORE}/get-product-list`,
  auth: 'public',
  query: storeTabProductsQuerySchema,
  result: productPageSchema,
});

export const storeOfflineList = endpoint({
  method: 'get',
  path: `${OFFLINE}/list`,
  auth: 'public',
  query: offlineListQuerySchema,
  result: offlineListSchema,
});

export const storeOfflineDetail = endpoint({
  method: 'get',
  path: `${OFFLINE}/detail`,
  auth: 'public',
  query: offlineDetailQuerySchema,
  result: offlineStoreSchema,
});

export const storeOfflineKinds = endpoint({
  method: 'get',
  path: `${OFFLINE}/category-list`,
  auth: 'public',
  query: offlineCategoryQuerySchema,
  result: offlineCategoryListSchema,
});

export const storeOfflineDistances = endpoint({
  method: 'get',
  path: `${OFFLINE}/distance`,
  auth: 'public',
  query: offlineDistanceQuerySchema,
  result: offlineDistanceSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const storeEndpoints = {
  detail: storeDetail,
  info: storeInfo,
  list: storeList,
  nav: storeNav,
  recommend: storeRecommend,
  directoryTree: storeDirectoryTree,
  products: storeProducts,
  tabProducts: storeTabProducts,
  offlineList: storeOfflineList,
  offlineDetail: storeOfflineDetail,
  offlineKinds: storeOfflineKinds,
  offlineDistances: storeOfflineDistances,
};
