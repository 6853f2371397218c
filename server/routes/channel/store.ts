import { Hono } from 'hono';
import {
  offlineCategoryQuerySchema,
  offlineDetailQuerySchema,
  offlineDistanceQuerySchema,
  offlineListQuerySchema,
  storeListQuerySchema,
  storeProductListQuerySchema,
  storeQuerySchema,
  storeTabProductsQuerySchema,
} from '../../../schemas/api/store';
import type { AppDeps } from '../../config';
import { parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import type { AppEnv } from '../../http/types';
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
 * /api/channel/store/* (public reads of a store's pages; store/search and directory-sku-search are the
 * search module's) and /api/channel/store-offline/* (the brands' physical shops, nearest first).
 */
export function storeRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const storeNoOf = (c: Parameters<typeof parseQuery>[0]) => parseQuery(c, storeQuerySchema).storeNo;

  r.get('/store/detail', async (c) => sendOk(c, accepted(await storeDetail(deps, storeNoOf(c)))));
  // get-store-info is the header alone: the home page needs no licences.
  r.get('/store/get-store-info', async (c) => sendOk(c, accepted(await storeInfo(deps, storeNoOf(c)))));
  r.get('/store/list', async (c) =>
    sendOk(c, await storeList(deps, parseQuery(c, storeListQuerySchema).storeType)),
  );
  r.get('/store/get-store-nav', async (c) => sendOk(c, accepted(await storeNav(deps, storeNoOf(c)))));
  r.get('/store/get-recommend', async (c) => sendOk(c, accepted(await storeRecommend(deps, storeNoOf(c)))));
  r.get('/store/directory-tree', async (c) =>
    sendOk(c, accepted(await storeDirectoryTree(deps, storeNoOf(c)))),
  );
  r.get('/store/product-list', async (c) =>
    sendOk(c, accepted(await storeProducts(deps, parseQuery(c, storeProductListQuerySchema)))),
  );
  r.get('/store/get-product-list', async (c) =>
    sendOk(c, accepted(await storeTabProducts(deps, parseQuery(c, storeTabProductsQuerySchema)))),
  );

  r.get('/store-offline/list', async (c) =>
    sendOk(c, await offlineList(deps, parseQuery(c, offlineListQuerySchema))),
  );
  r.get('/store-offline/detail', async (c) =>
    sendOk(c, accepted(await offlineDetail(deps, parseQuery(c, offlineDetailQuerySchema)))),
  );
  r.get('/store-offline/category-list', async (c) =>
    sendOk(c, await offlineCategories(deps, parseQuery(c, offlineCategoryQuerySchema).storeNo)),
  );
  r.get('/store-offline/distance', async (c) =>
    sendOk(c, accepted(await offlineDistances(deps, parseQuery(c, offlineDistanceQuerySchema)))),
  );
  return r;
}
