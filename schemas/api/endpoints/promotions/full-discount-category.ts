/**
 * The fullDiscountCategory endpoints of promotions.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import { fullDiscountCategoryQuerySchema, fullDiscountCategoryResultSchema } from '../../promotion';

/** Mounted at /api/channel, beside the activity's product search (catalogue). */
export const fullDiscountCategories = endpoint({
  method: 'get',
  path: '/api/channel/get-full-discount-category',
  auth: 'public',
  query: fullDiscountCategoryQuerySchema,
  result: fullDiscountCategoryResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const fullDiscountCategoryEndpoints = {
  categories: fullDiscountCategories,
};
