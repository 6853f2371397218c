import {
  storeDetail,
  storeDirectoryTree,
  storeInfo,
  storeList,
  storeNav,
  storeOfflineDetail,
  storeOfflineKinds,
  storeOfflineList,
  storeProducts,
  storeRecommend,
  storeTabProducts,
} from '../../schemas/api/endpoints/stores/store';
import type { ProductPage } from '../../schemas/api/productCard';
import type {
  OfflineKind,
  OfflineList,
  OfflineStore,
  StoreDetail,
  StoreDirectory,
  StoreInfo,
  StoreNav,
} from '../../schemas/api/store';
import { call } from './call';
import { isApiError } from './errors';

/** Store pages and the brands' physical shops (schemas/api/store.ts; public reads). */

export const fetchStoreInfo = (storeNo: string): Promise<StoreInfo> =>
  call(storeInfo, { query: { storeNo } }, { silent: true });

export const fetchStoreDetail = (storeNo: string): Promise<StoreDetail> =>
  call(storeDetail, { query: { storeNo } }, { silent: true });

export const fetchStoreList = (storeType: 'standard' | 'luxury'): Promise<StoreInfo[]> =>
  call(storeList, { query: { storeType } }, { silent: true });

export const fetchStoreNav = (storeNo: string): Promise<StoreNav[]> =>
  call(storeNav, { query: { storeNo } }, { silent: true });

export const fetchStoreRecommend = (storeNo: string) =>
  call(storeRecommend, { query: { storeNo } }, { silent: true });

export const fetchStoreDirectories = (storeNo: string): Promise<StoreDirectory[]> =>
  call(storeDirectoryTree, { query: { storeNo } }, { silent: true });

export interface StorePageQuery {
  sort: 1 | 2 | 3;
  pageNo: number;
  pageSize: number;
}

/** Every product of the store, by a spec sort key. */
export const fetchStoreProducts = (storeNo: string, q: StorePageQuery): Promise<ProductPage> =>
  call(storeProducts, { query: { storeNo, ...q } }, { silent: true });

/** A home-page tab: new arrivals, or one directory (its children's products included). */
export const fetchStoreTabProducts = (
  storeNo: string,
  tab: { kind: 'new' } | { kind: 'directory'; directoryId: number },
  q: { pageNo: number; pageSize: number },
): Promise<ProductPage> =>
  call(
    storeTabProducts,
    {
      query: {
        storeNo,
        tab: tab.kind,
        directoryId: tab.kind === 'directory' ? tab.directoryId : undefined,
        ...q,
      },
    },
    { silent: true },
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
  call(
    storeOfflineList,
    { query: { storeNo: q.storeNo, kind: q.kind, ...at(q.where), ...page } },
    { silent: true },
  );

export const fetchOfflineStore = (offlineNo: string, where: Coordinates | null): Promise<OfflineStore> =>
  call(storeOfflineDetail, { query: { offlineNo, ...at(where) } }, { silent: true });

export const fetchOfflineKinds = (storeNo?: string) =>
  call(storeOfflineKinds, { query: { storeNo } }, { silent: true });

/** A store that does not exist or has closed reads as null (the screens show it is gone, with a way on). */
export async function unlessGone<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
