import type * as z from 'zod';
import {
  type BrandList,
  type CategoryTree,
  DEFAULT_ORDER,
  type directorySearchQuerySchema,
  type HotWord,
  type HotWords,
  type ProductSearchQuery,
  type SearchPage,
  type SearchSuggest,
  type storeSearchQuerySchema,
} from '../../schemas/api/search';
import type { AppDeps } from '../config';
import { categoryTree } from '../repos/category-tree';
import { listHotWords, replaceHotWords } from '../repos/hot-words';
import { storeHasDirectory, storeIsOpen } from '../repos/search-scope';
import { productSearchFor } from '../search';
import type { SearchRequest } from '../search/product-search';

/** Search use-cases: everything goes through the ProductSearch seam except the operators' own lists. */

const SUGGESTIONS = 10;

async function page(deps: AppDeps, req: SearchRequest, keyword: string): Promise<SearchPage> {
  const { items, total } = await productSearchFor(deps).search(req, deps.config.clock());
  return {
    items,
    pageNo: req.pageNo,
    pageSize: req.pageSize,
    total,
    hasMore: req.pageNo * req.pageSize < total,
    keyword,
  };
}

/** product-search-v2: the mall-wide search with its filters. */
export function searchProducts(deps: AppDeps, q: ProductSearchQuery): Promise<SearchPage> {
  return page(
    deps,
    {
      keyword: q.keyword,
      categoryCode: q.categoryCode,
      brand: q.brand,
      minPriceCents: q.minPriceCents,
      maxPriceCents: q.maxPriceCents,
      inStock: q.inStock === '1',
      sort: q.sort,
      order: q.order ?? DEFAULT_ORDER[q.sort],
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    },
    q.keyword,
  );
}

type StoreQuery = z.output<typeof storeSearchQuerySchema>;
type DirectoryQuery = z.output<typeof directorySearchQuerySchema>;

/** store/search and store/directory-sku-search; undefined when the store (or its directory) does not exist. */
export async function searchStore(
  deps: AppDeps,
  q: StoreQuery & { directoryId?: DirectoryQuery['directoryId'] },
): Promise<SearchPage | 'no_store' | 'no_directory'> {
  if (!(await storeIsOpen(deps.db, q.storeNo))) return 'no_store';
  if (q.directoryId !== undefined && !(await storeHasDirectory(deps.db, q.storeNo, q.directoryId))) {
    return 'no_directory';
  }
  return page(
    deps,
    {
      keyword: q.keyword,
      storeNo: q.storeNo,
      directoryId: q.directoryId,
      inStock: q.inStock === '1',
      sort: q.sort,
      order: q.order ?? DEFAULT_ORDER[q.sort],
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    },
    q.keyword,
  );
}

export async function suggest(deps: AppDeps, keyword: string): Promise<SearchSuggest> {
  return { words: await productSearchFor(deps).suggest(keyword, SUGGESTIONS) };
}

export async function brandsOf(
  deps: AppDeps,
  q: { categoryCode?: string | undefined; keyword?: string | undefined },
): Promise<BrandList> {
  const brands = await productSearchFor(deps).brands(
    { keyword: q.keyword ?? '', categoryCode: q.categoryCode },
    deps.config.clock(),
  );
  return { brands };
}

export const hotWords = async (deps: AppDeps): Promise<HotWords> => ({ words: await listHotWords(deps.db) });

/** The operators' edit: the whole list at once, so two operators' saves never interleave into a mix. */
export async function saveHotWords(deps: AppDeps, words: readonly HotWord[]): Promise<HotWords> {
  await deps.db.transaction((tx) => replaceHotWords(tx, words, deps.config.clock()));
  return hotWords(deps);
}

export const categories = (deps: AppDeps): Promise<CategoryTree> => categoryTree(deps.db);
