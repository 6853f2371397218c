/**
 * The ecny endpoints of discovery.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */

import { ecnyCategoriesSchema, ecnySearchPageSchema, ecnySearchQuerySchema } from '../../ecny';
import { endpoint } from '../../endpoint';

const CHANNEL = '/api/channel';

export const ecnySearch = endpoint({
  method: 'get',
  path: `${CHANNEL}/ecny-product-search`,
  auth: 'public',
  query: ecnySearchQuerySchema,
  result: ecnySearchPageSchema,
});

export const ecnyCategories = endpoint({
  method: 'get',
  path: `${CHANNEL}/ecny-category-search`,
  auth: 'public',
  result: ecnyCategoriesSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const ecnyEndpoints = {
  search: ecnySearch,
  categories: ecnyCategories,
};
