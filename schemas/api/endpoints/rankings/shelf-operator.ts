/**
 * The shelfOperator endpoints of rankings.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import {
  operatorShelfListSchema,
  operatorShelfSchema,
  shelfNoParamSchema,
  shelfSaveSchema,
} from '../../shelves';

const SHELVES = '/api/operator/shelves';

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
