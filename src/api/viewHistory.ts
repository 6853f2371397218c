import {
  recordViewResultSchema,
  removedViewsSchema,
  type ViewHistory,
  viewHistorySchema,
} from '../../schemas/api/view-history';
import { get, post } from './client';

const PRODUCT = '/api/channel/product';

/**
 * The product page was opened (浏览记录, issue 31). Silent and in the background: it only feeds the
 * history, so neither the loading indicator nor a failure is the shopper's business.
 */
export const recordView = (skuNo: string) =>
  post(
    `${PRODUCT}/record-view`,
    { skuNo },
    { schema: recordViewResultSchema, silent: true, background: true },
  );

export const fetchViewHistory = (pageNo: number, pageSize: number): Promise<ViewHistory> =>
  get(`${PRODUCT}/view-history`, { pageNo, pageSize }, { schema: viewHistorySchema });

export const removeView = (spuNo: string, dayStart: number) =>
  post(`${PRODUCT}/view-history/remove`, { spuNo, dayStart }, { schema: removedViewsSchema });

export const clearViews = () => post(`${PRODUCT}/view-history/clear`, {}, { schema: removedViewsSchema });
