import { type Context, Hono } from 'hono';
import {
  brandQuerySchema,
  directorySearchQuerySchema,
  hotWordsBodySchema,
  productSearchQuerySchema,
  type SearchPage,
  searchSuggestQuerySchema,
  storeSearchQuerySchema,
} from '../../schemas/api/search';
import type { AppDeps } from '../config';
import { parseBody, parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
import { textsFor } from '../i18n/request-lang';
import { searchServerMessages } from '../i18n/search';
import { requireOperator } from '../operators/gate';
import {
  brandsOf,
  categories,
  hotWords,
  saveHotWords,
  searchProducts,
  searchStore,
  suggest,
} from '../services/search';

/**
 * /api/channel search calls (issue 14): product-search-v2, suggestions, hot words, brands of a category,
 * the category tree and the in-store searches; the operators edit the hot words under search/operator.
 */
export function searchRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/product-search-v2', async (c) =>
    sendOk(c, await searchProducts(deps, parseQuery(c, productSearchQuerySchema))),
  );
  r.get('/search-suggest', async (c) =>
    sendOk(c, await suggest(deps, parseQuery(c, searchSuggestQuerySchema).keyword)),
  );
  r.get('/search-hot-words', async (c) => sendOk(c, await hotWords(deps)));
  r.get('/brand/get-by-category', async (c) =>
    sendOk(c, await brandsOf(deps, parseQuery(c, brandQuerySchema))),
  );
  r.get('/category/tree', async (c) => sendOk(c, await categories(deps)));

  /** The in-store searches name a store (and a node of its directory) that must exist. */
  const storePage = (
    c: Context<AppEnv>,
    answer: SearchPage | 'no_store' | 'no_directory',
    storeNo: string,
    directoryId = 0,
  ): SearchPage => {
    const t = textsFor(c, searchServerMessages);
    if (answer === 'no_store') throw notFound(t.storeNotFound(storeNo));
    if (answer === 'no_directory') throw notFound(t.directoryNotFound(directoryId));
    return answer;
  };
  r.get('/store/search', async (c) => {
    const q = parseQuery(c, storeSearchQuerySchema);
    return sendOk(c, storePage(c, await searchStore(deps, q), q.storeNo));
  });
  r.get('/store/directory-sku-search', async (c) => {
    const q = parseQuery(c, directorySearchQuerySchema);
    return sendOk(c, storePage(c, await searchStore(deps, q), q.storeNo, q.directoryId));
  });

  const operator = new Hono<AppEnv>();
  operator.use('*', requireOperator(deps));
  operator.get('/hot-words', async (c) => sendOk(c, await hotWords(deps)));
  operator.put('/hot-words', async (c) => {
    const { words } = await parseBody(c, hotWordsBodySchema);
    return sendOk(c, await saveHotWords(deps, words));
  });
  r.route('/search/operator', operator);
  return r;
}
