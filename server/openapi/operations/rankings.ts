import { rankCategoriesSchema, rankListQuerySchema, rankListSchema } from '../../../schemas/api/rankings';
import type { Operation } from '../operation';

/** Issue 14: rankings computed from paid orders and product views, and the operators' shelves. */
export const rankingOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/customer-behavior/rank/category-list',
    summary: 'The level-1 categories that have a ranking (categoryCode 0, all categories, always has one)',
    tag: 'product',
    auth: 'none',
    result: rankCategoriesSchema,
  },
  {
    method: 'get',
    path: '/api/customer-behavior/rank/list',
    summary:
      'One ranking, best first: products by units bought in paid orders (30 days) and product-page views (7 days), recomputed every 10 minutes',
    tag: 'product',
    auth: 'none',
    query: rankListQuerySchema,
    result: rankListSchema,
  },
];
