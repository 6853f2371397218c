import type { ProductPage } from '../../schemas/api/productCard';
import { productPageSchema } from '../../schemas/api/productCard';
import {
  type OfflineKind,
  type OfflineList,
  type OfflineStore,
  offlineCategoryListSchema,
  offlineListSchema,
  offlineStoreSchema,
  type StoreDetail,
  type StoreDirectory,
  type StoreInfo,
  type StoreNav,
  storeDetailSchema,
  storeDirectoryTreeSchema,
  storeInfoSchema,
  storeListSchema,
  storeNavListSchema,
  storeRecommendSchema,
} from '../../schemas/api/store';
import { get } from './client';
import { isApiError } from './errors';

/** Store pages and the brands' physical shops (schemas/api/store.ts; public reads). */
const STORE = '/api/channel/store';
const OFFLINE = '/api/channel/store-offline';

export const fetchStoreInfo = (storeNo: string): Promise<StoreInfo> =>
  get(`${STORE}/get-store-info`, { storeNo }, { schema: storeInfoSchema, silent: true });

export const fetchStoreDetail = (storeNo: string): Promise<StoreDetail> =>
  get(`${STORE}/detail`, { storeNo }, { schema: storeDetailSchema, silent: true });

export const fetchStoreList = (storeType: 'standard' | 'luxury'): Promise<StoreInfo[]> =>
  get(`${STORE}/list`, { storeType }, { schema: storeListSchema, silent: true });

export const fetchStoreNav = (storeNo: string): Promise<StoreNav[]> =>
  get(`${STORE}/get-store-nav`, { storeNo }, { schema: storeNavListSchema, silent: true });

export const fetchStoreRecommend = (storeNo: string) =>
  get(`${STORE}/get-recommend`, { storeNo }, { schema: storeRecommendSchema, silent: true });

export const fetchStoreDirectories = (storeNo: string): Promise<StoreDirectory[]> =>
  get(`${STORE}/directory-tree`, { storeNo }, { schema: storeDirectoryTreeSchema, silent: true });

export interface StorePageQuery {
  sort: 1 | 2 | 3;
  pageNo: number;
  pageSize: number;
}

/** Every product of the store, by a spec sort key. */
export const fetchStoreProducts = (storeNo: string, q: StorePageQuery): Promise<ProductPage> =>
  get(`${STORE}/product-list`, { storeNo, ...q }, { schema: productPageSchema, silent: true });

/** A home-page tab: new arrivals, or one directory (its children's products included). */
export const fetchStoreTabProducts = (
  storeNo: string,
  tab: { kind: 'new' } | { kind: 'directory'; directoryId: number },
  q: { pageNo: number; pageSize: number },
): Promise<ProductPage> =>
  get(
    `${STORE}/get-product-list`,
    {
      storeNo,
      tab: tab.kind,
      directoryId: tab.kind === 'directory' ? tab.directoryId : undefined,
      ...q,
    },
    { schema: productPageSchema, silent: true },
  );

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const at = (where: Coordinates | null) =>
  where ? { latitude: where.latitude.toFixed(6), longitude: where.longitude.toFixed(6) } : {};

/** Physical shops: nearest first when the shopper's location is known. */
export const fetchOfflineStores = (
  q: { storeNo?: string; kind?: OfflineKind; where: Coordinates | null },
  page: { pageNo: number; pageSize: number },
): Promise<OfflineList> =>
  get(
    `${OFFLINE}/list`,
    { storeNo: q.storeNo, kind: q.kind, ...at(q.where), ...page },
    { schema: offlineListSchema, silent: true },
  );

export const fetchOfflineStore = (offlineNo: string, where: Coordinates | null): Promise<OfflineStore> =>
  get(`${OFFLINE}/detail`, { offlineNo, ...at(where) }, { schema: offlineStoreSchema, silent: true });

export const fetchOfflineKinds = (storeNo?: string) =>
  get(`${OFFLINE}/category-list`, { storeNo }, { schema: offlineCategoryListSchema, silent: true });

/** A store that does not exist or has closed reads as null (the screens show it is gone, with a way on). */
export async function unlessGone<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
