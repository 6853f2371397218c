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

export const shelfList = endpoint({
  method: 'get',
  path: '/api/channel/shelf/list',
  auth: 'public',
  result: shelfListSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const shelfEndpoints = {
  list: shelfList,
};

export const shelfOperatorList = endpoint({
  method: 'get',
  path: SHELVES,
  auth: 'operator',
  result: operatorShelfListSchema,
});

export const shelfOperatorSave = endpoint({
  method: 'put',
  path: `${SHELVES}/{shelfNo}`,
  auth: 'operator',
  params: shelfNoParamSchema,
  body: shelfSaveSchema,
  result: operatorShelfSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const shelfOperatorEndpoints = {
  list: shelfOperatorList,
  save: shelfOperatorSave,
};
