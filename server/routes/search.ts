import type { Context } from 'hono';
import { searchDocumented, searchOperatorDocumented } from '../../schemas/api/endpoints/docs/search';
import type { SearchPage } from '../../schemas/api/search';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
import { textsFor } from '../i18n/request-lang';
import { searchServerMessages } from '../i18n/search';
import {
  brandsOf,
  categories,
  hotWords,
  saveHotWords,
  searchProducts,
  searchStore,
  suggest,
} from '../services/search';

/** The in-store searches name a store (and a node of its directory) that must exist. */
function storePage(
  c: Context<AppEnv>,
  answer: SearchPage | 'no_store' | 'no_directory',
  storeNo: string,
  directoryId = 0,
): SearchPage {
  const t = textsFor(c, searchServerMessages);
  if (answer === 'no_store') throw notFound(t.storeNotFound(storeNo));
  if (answer === 'no_directory') throw notFound(t.directoryNotFound(directoryId));
  return answer;
}

/**
 * Mounted at /api/channel: search calls, the handlers of schemas/api/endpoints/search.ts:
 * product-search-v2, suggestions, hot words, brands of a category, the category tree and the in-store
 * searches; the operators edit the hot words under search/operator.
 */
export function searchRoutes(deps: AppDeps) {
  const r = endpointRoutes(deps, '/api/channel', searchDocumented, {
    products: ({ query }) => searchProducts(deps, query),
    suggest: ({ query }) => suggest(deps, query.keyword),
    hotWords: () => hotWords(deps),
    brands: ({ query }) => brandsOf(deps, query),
    categoryTree: () => categories(deps),
    inStore: async ({ query, c }) => storePage(c, await searchStore(deps, query), query.storeNo),
    storeDirectory: async ({ query, c }) =>
      storePage(c, await searchStore(deps, query), query.storeNo, query.directoryId),
  });
  r.route(
    '/search/operator',
    endpointRoutes(deps, '/api/channel/search/operator', searchOperatorDocumented, {
      hotWords: () => hotWords(deps),
      saveHotWords: ({ body }) => saveHotWords(deps, body.words),
    }),
  );
  return r;
}
