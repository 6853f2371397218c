import type { ProductPage } from '../../schemas/api/productCard';
import type { OfflineKind, StoreNav } from '../../schemas/api/store';
import type { AppDeps } from '../config';
import { directoryTree } from '../domain/store-directory';
import {
  countOfflineKinds,
  distancesTo,
  findOfflineStore,
  listOfflineStores,
  type Point,
} from '../repos/offline-stores';
import { type CardFilter, listCards } from '../repos/product-cards';
import {
  directoryInStore,
  findStoreExtras,
  findStoreInfo,
  inDirectory,
  inStore,
  listDirectories,
  listStores,
} from '../repos/stores';
import { orRefuse, refuse, settle } from './outcome';

/**
 * The store calls (spec §7) except in-store search: the home page's header, tabs, recommendations,
 * directory and product lists; the details page; and the brands' physical shops by distance.
 */

const RECOMMEND_COUNT = 6;
const OFFLINE_KINDS: readonly OfflineKind[] = ['flagship', 'experience', 'counter', 'service'];

const missing = (storeNo: string) => ({ refusal: 'store_not_found', storeNo }) as const;

async function openStore(deps: AppDeps, storeNo: string) {
  return orRefuse(await findStoreInfo(deps.db, storeNo), missing(storeNo));
}

/** get-store-info: the header of the home page. */
export const storeInfo = (deps: AppDeps, storeNo: string) => settle(() => openStore(deps, storeNo));

/** store/detail: the header plus ratings by part, company, licences, service and how many shops. */
export function storeDetail(deps: AppDeps, storeNo: string) {
  return settle(async () => {
    const info = await openStore(deps, storeNo);
    const extras = orRefuse(await findStoreExtras(deps.db, storeNo), missing(storeNo));
    return { ...info, ...extras };
  });
}

/** store/list: the open stores of one kind (the luxury store list). */
export const storeList = (deps: AppDeps, storeType: 'standard' | 'luxury') => listStores(deps.db, storeType);

/** directory-tree: the store's directory, two levels, without empty nodes. */
export function storeDirectoryTree(deps: AppDeps, storeNo: string) {
  return settle(async () => {
    await openStore(deps, storeNo);
    return directoryTree(await listDirectories(deps.db, storeNo));
  });
}

/** get-store-nav: the home page's tabs: recommendations, every product, new arrivals, then the top directories. */
export function storeNav(deps: AppDeps, storeNo: string) {
  return settle(async () => {
    await openStore(deps, storeNo);
    const fixed: StoreNav[] = (['home', 'all', 'new'] as const).map((kind) => ({
      key: kind,
      kind,
      name: null,
      directoryId: null,
    }));
    const tops = directoryTree(await listDirectories(deps.db, storeNo));
    // One directory is the same as 'all': a tab for it would show the same list twice.
    const dirs: StoreNav[] =
      tops.length < 2
        ? []
        : tops.map((d) => ({
            key: `dir-${d.directoryId}`,
            kind: 'directory',
            name: d.name,
            directoryId: d.directoryId,
          }));
    return [...fixed, ...dirs];
  });
}

type PageQuery = { pageNo: number; pageSize: number };

async function cardPage(
  deps: AppDeps,
  filters: CardFilter[],
  sort: 1 | 2 | 3,
  q: PageQuery,
): Promise<ProductPage> {
  const { items, total } = await listCards(
    deps.db,
    { filters, grain: 'spu', sort, ...q },
    deps.config.clock(),
  );
  return { items, pageNo: q.pageNo, pageSize: q.pageSize, total, hasMore: q.pageNo * q.pageSize < total };
}

/** get-recommend: the store's best sellers. */
export function storeRecommend(deps: AppDeps, storeNo: string) {
  return settle(async () => {
    await openStore(deps, storeNo);
    const page = await cardPage(deps, [inStore(storeNo)], 1, { pageNo: 1, pageSize: RECOMMEND_COUNT });
    return page.items;
  });
}

/** product-list: every product of the store once, by a spec sort key, paged. */
export function storeProducts(deps: AppDeps, q: PageQuery & { storeNo: string; sort: 1 | 2 | 3 }) {
  return settle(async () => {
    await openStore(deps, q.storeNo);
    return cardPage(deps, [inStore(q.storeNo)], q.sort, q);
  });
}

/** get-product-list: a home-page tab: new arrivals (newest first) or one directory (best sellers first). */
export function storeTabProducts(
  deps: AppDeps,
  q: PageQuery & { storeNo: string; tab: 'new' | 'directory'; directoryId?: number | undefined },
) {
  return settle(async () => {
    await openStore(deps, q.storeNo);
    if (q.tab === 'new') return cardPage(deps, [inStore(q.storeNo)], 2, q);
    const directoryId = q.directoryId ?? 0;
    if (!(await directoryInStore(deps.db, q.storeNo, directoryId))) {
      refuse({ refusal: 'store_directory_not_found', directoryId });
    }
    return cardPage(deps, [inStore(q.storeNo), inDirectory(directoryId)], 1, q);
  });
}

const pointOf = (q: { latitude?: number | undefined; longitude?: number | undefined }): Point | undefined =>
  q.latitude === undefined || q.longitude === undefined
    ? undefined
    : { latitude: q.latitude, longitude: q.longitude };

/** store-offline/list: nearest first from the shopper's location when given. */
export async function offlineList(
  deps: AppDeps,
  q: PageQuery & {
    storeNo?: string | undefined;
    kind?: OfflineKind | undefined;
    latitude?: number | undefined;
    longitude?: number | undefined;
  },
) {
  const { items, total } = await listOfflineStores(deps.db, {
    storeNo: q.storeNo,
    kind: q.kind,
    at: pointOf(q),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  });
  return { items, pageNo: q.pageNo, pageSize: q.pageSize, total, hasMore: q.pageNo * q.pageSize < total };
}

/** store-offline/detail. */
export function offlineDetail(
  deps: AppDeps,
  q: { offlineNo: string; latitude?: number | undefined; longitude?: number | undefined },
) {
  return settle(async () =>
    orRefuse(await findOfflineStore(deps.db, q.offlineNo, pointOf(q)), {
      refusal: 'offline_store_not_found',
      offlineNo: q.offlineNo,
    }),
  );
}

/** store-offline/category-list: every kind of shop, with how many there are (0 included), in a fixed order. */
export async function offlineCategories(deps: AppDeps, storeNo: string | undefined) {
  const counts = new Map((await countOfflineKinds(deps.db, storeNo)).map((c) => [c.kind, c.count]));
  return OFFLINE_KINDS.map((kind) => ({ kind, count: counts.get(kind) ?? 0 }));
}

/** store-offline/distance: metres to each shop asked for, in the order asked; an unknown one is refused. */
export function offlineDistances(
  deps: AppDeps,
  q: { offlineNos: string; latitude: number; longitude: number },
) {
  return settle(async () => {
    const nos = [...new Set(q.offlineNos.split(','))];
    const found = await distancesTo(deps.db, nos, { latitude: q.latitude, longitude: q.longitude });
    return nos.map((offlineNo) => {
      const distanceMeters = found.get(offlineNo);
      if (distanceMeters === undefined) return refuse({ refusal: 'offline_store_not_found', offlineNo });
      return { offlineNo, distanceMeters };
    });
  });
}
