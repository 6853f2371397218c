/**
 * The reminder endpoints of favourites.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */

import { endpoint } from '../../endpoint';
import { remindAddRequestSchema, remindFlagRequestSchema, remindFlagResultSchema } from '../../favor';

const CUST = '/api/channel/cust';

export const reminderAdd = endpoint({
  method: 'post',
  path: `${CUST}/add-remind`,
  auth: 'shopper',
  body: remindAddRequestSchema,
  result: remindFlagResultSchema,
});

export const reminderAddByQuery = endpoint({
  method: 'get',
  path: `${CUST}/add-remind`,
  auth: 'shopper',
  query: remindAddRequestSchema,
  result: remindFlagResultSchema,
});

export const reminderFlags = endpoint({
  method: 'post',
  path: `${CUST}/get-remind-flag-v3`,
  auth: 'shopper',
  body: remindFlagRequestSchema,
  result: remindFlagResultSchema,
});

export const reminderFlagsByQuery = endpoint({
  method: 'get',
  path: `${CUST}/get-remind-flag`,
  auth: 'shopper',
  query: remindFlagRequestSchema,
  result: remindFlagResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const reminderEndpoints = {
  add: reminderAdd,
  addByQuery: reminderAddByQuery,
  flags: reminderFlags,
  flagsByQuery: reminderFlagsByQuery,
};
