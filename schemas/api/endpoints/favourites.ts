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

export const favouriteCheck = endpoint({
  method: 'post',
  path: `${PRODUCT}/check-is-favor-v2`,
  auth: 'shopper',
  body: favorCheckRequestSchema,
  result: favorCheckResultSchema,
});

export const favouriteAdd = endpoint({
  method: 'post',
  path: `${PRODUCT}/add-favor`,
  auth: 'shopper',
  body: favorSkuRequestSchema,
  result: favorStateSchema,
});

export const favouriteRemove = endpoint({
  method: 'post',
  path: `${PRODUCT}/del-favor`,
  auth: 'shopper',
  body: favorSkuRequestSchema,
  result: favorStateSchema,
});

export const favouriteList = endpoint({
  method: 'get',
  path: `${PRODUCT}/favor-list`,
  auth: 'shopper',
  query: favorListQuerySchema,
  result: favorListResultSchema,
});

export const favouriteRecordView = endpoint({
  method: 'post',
  path: `${PRODUCT}/record-view`,
  auth: 'shopper',
  body: recordViewRequestSchema,
  result: recordViewResultSchema,
});

export const favouriteViewHistory = endpoint({
  method: 'get',
  path: `${PRODUCT}/view-history`,
  auth: 'shopper',
  query: viewHistoryQuerySchema,
  result: viewHistorySchema,
});

export const favouriteRemoveView = endpoint({
  method: 'post',
  path: `${PRODUCT}/view-history/remove`,
  auth: 'shopper',
  body: removeViewRequestSchema,
  result: removedViewsSchema,
});

export const favouriteClearViews = endpoint({
  method: 'post',
  path: `${PRODUCT}/view-history/clear`,
  auth: 'shopper',
  body: clearViewsRequestSchema,
  result: removedViewsSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const favouriteEndpoints = {
  check: favouriteCheck,
  add: favouriteAdd,
  remove: favouriteRemove,
  list: favouriteList,
  recordView: favouriteRecordView,
  viewHistory: favouriteViewHistory,
  removeView: favouriteRemoveView,
  clearViews: favouriteClearViews,
};

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
