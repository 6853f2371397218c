/**
 * The rank endpoints of rankings.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import { rankCategoriesSchema, rankListQuerySchema, rankListSchema } from '../../rankings';

const RANK = '/api/customer-behavior/rank';

export const rankCategories = endpoint({
  method: 'get',
  path: `${RANK}/category-list`,
  auth: 'public',
  result: rankCategoriesSchema,
});

export const rankList = endpoint({
  method: 'get',
  path: `${RANK}/list`,
  auth: 'public',
  query: rankListQuerySchema,
  result: rankListSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const rankEndpoints = {
  categories: rankCategories,
  list: rankList,
};
