/**
 * The shelf endpoints of rankings.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import { shelfListSchema } from '../../shelves';

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
