import type { EcnyCategory } from '../../schemas/api/ecny';
import { ecnyCategories as categories } from '../../schemas/api/endpoints/discovery/ecny';
import {
  type SearchOrder,
  type SearchPage,
  type SearchSort,
  searchPageSchema,
} from '../../schemas/api/search';
import { call } from './call';
import { get } from './client';

/**
 * A search inside the e-CNY zone: its words or category always make it a search (product cards). Still on
 * its path: the screen reads the search page's cards (brand, store, sales), which the declaration's
 * ecnySearchPageSchema does not list, so checking with it would strip them.
 */
export const searchEcny = (
  p: {
    keyword: string;
    categoryCode?: string | undefined;
    sort: SearchSort;
    order?: SearchOrder | undefined;
  },
  pageNo: number,
  pageSize: number,
): Promise<SearchPage> =>
  get(
    '/api/channel/ecny-product-search',
    { ...p, pageNo, pageSize },
    { schema: searchPageSchema, silent: true },
  );

/** The zone's category chips (categories with goods payable in e-CNY). */
export const ecnyCategories = (): Promise<EcnyCategory[]> => call(categories, {}, { silent: true });
