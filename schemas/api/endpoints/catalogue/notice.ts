/**
 * The notice endpoints of catalogue.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import { noticeListSchema } from '../../notice';

const CHANNEL = '/api/channel';

export const noticeList = endpoint({
  method: 'get',
  path: `${CHANNEL}/notice/info`,
  auth: 'public',
  result: noticeListSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const noticeEndpoints = {
  list: noticeList,
};
