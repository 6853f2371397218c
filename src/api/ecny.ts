import type { EcnyCategory } from '../../schemas/api/ecny';
import { ecnyCategories as categories, ecnySearch } from '../../schemas/api/endpoints/discovery/ecny';
import {
  type SearchOrder,
  type SearchPage,
  type SearchSort,
  searchPageSchema,
} from '../../schemas/api/search';
import { call } from './call';

/**
 * A search inside the e-CNY zone: its words or category always make it a search, so its answer is checked
 * against the search cards (brand, store, sales required), the search branch of the declared answer.
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
  call({ ...ecnySearch, result: searchPageSchema }, { query: { ...p, pageNo, pageSize } }, { silent: true });

/** The zone's category chips (categories with goods payable in e-CNY). */
export const ecnyCategories = (): Promise<EcnyCategory[]> => call(categories, {}, { silent: true });
