/**
 * The favourite endpoints of favourites.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */

import { endpoint } from '../../endpoint';
import {
  favorCheckRequestSchema,
  favorCheckResultSchema,
  favorListQuerySchema,
  favorListResultSchema,
  favorSkuRequestSchema,
  favorStateSchema,
} from '../../favor';
import {
  clearViewsRequestSchema,
  recordViewRequestSchema,
  recordViewResultSchema,
  removedViewsSchema,
  removeViewRequestSchema,
  viewHistoryQuerySchema,
  viewHistorySchema,
} from '../../view-history';

const PRODUCT = '/api/channel/product';

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
