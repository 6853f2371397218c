/**
 * Favourites, the browsing history (/api/channel/product/*) and reminders (/api/channel/cust/*), all
 * shopper: the one declaration of each endpoint (ADR 0063). Two records because the server mounts them at
 * two bases; the document groups both under `favourites`.
 */

import { endpoint } from '../endpoint';
import {
  favorCheckRequestSchema,
  favorCheckResultSchema,
  favorListQuerySchema,
  favorListResultSchema,
  favorSkuRequestSchema,
  favorStateSchema,
  remindAddRequestSchema,
  remindFlagRequestSchema,
  remindFlagResultSchema,
} from '../favor';
import {
  clearViewsRequestSchema,
  recordViewRequestSchema,
  recordViewResultSchema,
  removedViewsSchema,
  removeViewRequestSchema,
  viewHistoryQuerySchema,
  viewHistorySchema,
} from '../view-history';

const PRODUCT = '/api/channel/product';
const CUST = '/api/channel/cust';

export const favouriteEndpoints = {
  check: endpoint({
    method: 'post',
    path: `${PRODUCT}/check-is-favor-v2`,
    summary: 'Which of these SKUs are favourites',
    tag: 'favourites',
    auth: 'shopper',
    body: favorCheckRequestSchema,
    result: favorCheckResultSchema,
    examples: { body: { skuNos: ['SKU0001', 'SKU0002'] }, result: { SKU0001: true, SKU0002: false } },
  }),
  add: endpoint({
    method: 'post',
    path: `${PRODUCT}/add-favor`,
    summary: 'Add a SKU to favourites',
    tag: 'favourites',
    auth: 'shopper',
    body: favorSkuRequestSchema,
    result: favorStateSchema,
    examples: { body: { skuNo: 'SKU0001', noReload: true }, result: { skuNo: 'SKU0001', favor: true } },
  }),
  remove: endpoint({
    method: 'post',
    path: `${PRODUCT}/del-favor`,
    summary: 'Remove a SKU from favourites',
    tag: 'favourites',
    auth: 'shopper',
    body: favorSkuRequestSchema,
    result: favorStateSchema,
    examples: { body: { skuNo: 'SKU0001', noReload: true }, result: { skuNo: 'SKU0001', favor: false } },
  }),
  list: endpoint({
    method: 'get',
    path: `${PRODUCT}/favor-list`,
    summary: 'Favourites, newest first, a page at a time, each with its price-drop mark',
    tag: 'favourites',
    auth: 'shopper',
    query: favorListQuerySchema,
    result: favorListResultSchema,
  }),
  recordView: endpoint({
    method: 'post',
    path: `${PRODUCT}/record-view`,
    summary: 'Note that the caller opened a product (browsing history, one entry per product per day)',
    tag: 'favourites',
    auth: 'shopper',
    body: recordViewRequestSchema,
    result: recordViewResultSchema,
    examples: { body: { skuNo: 'SKU0001' }, result: { recorded: true } },
  }),
  viewHistory: endpoint({
    method: 'get',
    path: `${PRODUCT}/view-history`,
    summary: 'The caller’s browsing history, newest first',
    tag: 'favourites',
    auth: 'shopper',
    query: viewHistoryQuerySchema,
    result: viewHistorySchema,
  }),
  removeView: endpoint({
    method: 'post',
    path: `${PRODUCT}/view-history/remove`,
    summary: 'Remove one entry of the caller’s browsing history',
    tag: 'favourites',
    auth: 'shopper',
    body: removeViewRequestSchema,
    result: removedViewsSchema,
    examples: { body: { spuNo: 'SPU0001', dayStart: 1763999999999 }, result: { removed: 1 } },
  }),
  clearViews: endpoint({
    method: 'post',
    path: `${PRODUCT}/view-history/clear`,
    summary: 'Clear the caller’s browsing history',
    tag: 'favourites',
    auth: 'shopper',
    body: clearViewsRequestSchema,
    result: removedViewsSchema,
    examples: { body: {}, result: { removed: 3 } },
  }),
};

export const reminderEndpoints = {
  add: endpoint({
    method: 'post',
    path: `${CUST}/add-remind`,
    summary: 'Ask to be reminded of a restock or a sale start',
    tag: 'favourites',
    auth: 'shopper',
    body: remindAddRequestSchema,
    result: remindFlagResultSchema,
    examples: {
      body: { skuNo: 'SKU0001', type: 'arrival' },
      result: { skuNo: 'SKU0001', arrival: true, sale: false },
    },
  }),
  addByQuery: endpoint({
    method: 'get',
    path: `${CUST}/add-remind`,
    summary: 'Ask to be reminded of a restock or a sale start (query form)',
    tag: 'favourites',
    auth: 'shopper',
    query: remindAddRequestSchema,
    result: remindFlagResultSchema,
  }),
  flags: endpoint({
    method: 'post',
    path: `${CUST}/get-remind-flag-v3`,
    summary: 'Reminders set for a SKU',
    tag: 'favourites',
    auth: 'shopper',
    body: remindFlagRequestSchema,
    result: remindFlagResultSchema,
  }),
  flagsByQuery: endpoint({
    method: 'get',
    path: `${CUST}/get-remind-flag`,
    summary: 'Reminders set for a SKU (query form)',
    tag: 'favourites',
    auth: 'shopper',
    query: remindFlagRequestSchema,
    result: remindFlagResultSchema,
  }),
};
