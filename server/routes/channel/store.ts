import { storeDocumented } from '../../../schemas/api/endpoints/docs/stores';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import {
  offlineCategories,
  offlineDetail,
  offlineDistances,
  offlineList,
  storeDetail,
  storeDirectoryTree,
  storeInfo,
  storeList,
  storeNav,
  storeProducts,
  storeRecommend,
  storeTabProducts,
} from '../../services/stores';

/**
 * Mounted at /api/channel: store/* (public reads of a store's pages; store/search and directory-sku-search
 * are the search module's) and store-offline/* (the brands' physical shops, nearest first), the handlers
 * of schemas/api/endpoints/stores/.
 */
export function storeRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel', storeDocumented, {
    detail: async ({ query }) => accepted(await storeDetail(deps, query.storeNo)),
    // get-store-info is the header alone: the home page needs no licences.
    info: async ({ query }) => accepted(await storeInfo(deps, query.storeNo)),
    list: ({ query }) => storeList(deps, query.storeType),
    nav: async ({ query }) => accepted(await storeNav(deps, query.storeNo)),
    recommend: async ({ query }) => accepted(await storeRecommend(deps, query.storeNo)),
    directoryTree: async ({ query }) => accepted(await storeDirectoryTree(deps, query.storeNo)),
    products: async ({ query }) => accepted(await storeProducts(deps, query)),
    tabProducts: async ({ query }) => accepted(await storeTabProducts(deps, query)),
    offlineList: ({ query }) => offlineList(deps, query),
    offlineDetail: async ({ query }) => accepted(await offlineDetail(deps, query)),
    offlineKinds: ({ query }) => offlineCategories(deps, query.storeNo),
    offlineDistances: async ({ query }) => accepted(await offlineDistances(deps, query)),
  });
}
