import { rankCategoriesSchema, rankListQuerySchema, rankListSchema } from '../../../schemas/api/rankings';
import {
  shelfListSchema,
  shelfNoParamSchema,
  shelfSaveSchema,
  shelfSchema,
} from '../../../schemas/api/shelves';
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

export const shelfOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/channel/shelf/list',
    summary: "The operators' shelves shown to shoppers, in order, each with the cards of its goods on sale",
    tag: 'product',
    auth: 'none',
    result: shelfListSchema,
  },
  {
    method: 'get',
    path: '/api/operator/shelves',
    summary: 'Every shelf, shown or kept off, for the operators',
    tag: 'booth operator',
    auth: 'operator',
    result: shelfListSchema,
  },
  {
    method: 'put',
    path: '/api/operator/shelves/{shelfNo}',
    summary:
      'Creates or replaces a shelf: title, subtitle, order, shown or not, and its SKUs in order (unknown SKUs refused)',
    tag: 'booth operator',
    auth: 'operator',
    params: { shelfNo: shelfNoParamSchema.shape.shelfNo },
    body: shelfSaveSchema,
    result: shelfSchema,
  },
];
