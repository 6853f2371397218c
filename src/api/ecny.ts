import { type EcnyCategory, ecnyCategoriesSchema } from '../../schemas/api/ecny';
import {
  type SearchOrder,
  type SearchPage,
  type SearchSort,
  searchPageSchema,
} from '../../schemas/api/search';
import { get } from './client';

/** A search inside the e-CNY zone: its words or category always make it a search (product cards). */
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
export const ecnyCategories = (): Promise<EcnyCategory[]> =>
  get('/api/channel/ecny-category-search', {}, { schema: ecnyCategoriesSchema, silent: true });
