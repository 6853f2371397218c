/**
 * Rankings (/api/customer-behavior/rank/*, public) and the operators' shelves (/api/channel/shelf/list for
 * shoppers, /api/operator/shelves for operators): the one declaration of each endpoint (ADR 0063). Three
 * records because the server mounts them at three bases.
 */
import { endpoint } from '../endpoint';
import { rankCategoriesSchema, rankListQuerySchema, rankListSchema } from '../rankings';
import {
  operatorShelfListSchema,
  operatorShelfSchema,
  shelfListSchema,
  shelfNoParamSchema,
  shelfSaveSchema,
} from '../shelves';

const RANK = '/api/customer-behavior/rank';
const SHELVES = '/api/operator/shelves';

export const rankEndpoints = {
  categories: endpoint({
    method: 'get',
    path: `${RANK}/category-list`,
    summary: 'The level-1 categories that have a ranking (categoryCode 0, all categories, always has one)',
    tag: 'product',
    auth: 'public',
    result: rankCategoriesSchema,
  }),
  list: endpoint({
    method: 'get',
    path: `${RANK}/list`,
    summary:
      'One ranking, best first: products by units bought in paid orders (30 days) and product-page views (7 days), recomputed every 10 minutes',
    tag: 'product',
    auth: 'public',
    query: rankListQuerySchema,
    result: rankListSchema,
  }),
};

export const shelfEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/channel/shelf/list',
    summary: "The operators' shelves shown to shoppers, in order, each with the cards of its goods on sale",
    tag: 'product',
    auth: 'public',
    result: shelfListSchema,
  }),
};

export const shelfOperatorEndpoints = {
  list: endpoint({
    method: 'get',
    path: SHELVES,
    summary:
      'Every shelf, listed or withdrawn, for the operators: its cards, every SKU chosen, its phase and allowed moves',
    tag: 'booth operator',
    auth: 'operator',
    result: operatorShelfListSchema,
  }),
  save: endpoint({
    method: 'put',
    path: `${SHELVES}/{shelfNo}`,
    summary:
      'Creates or replaces a shelf: title, subtitle, order, shown or not, and its SKUs in order (unknown SKUs refused); needs a second operator while approval is on',
    tag: 'booth operator',
    auth: 'operator',
    params: shelfNoParamSchema,
    body: shelfSaveSchema,
    result: operatorShelfSchema,
  }),
};
