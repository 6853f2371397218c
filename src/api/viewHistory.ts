import {
  favouriteClearViews,
  favouriteRecordView,
  favouriteRemoveView,
  favouriteViewHistory,
} from '../../schemas/api/endpoints/favourites/favourite';
import type { ViewHistory } from '../../schemas/api/view-history';
import { call } from './call';

/**
 * The product page was opened (浏览记录). Silent and in the background: it only feeds the
 * history, so neither the loading indicator nor a failure is the shopper's business.
 */
export const recordView = (skuNo: string) =>
  call(favouriteRecordView, { body: { skuNo } }, { silent: true, background: true });

export const fetchViewHistory = (pageNo: number, pageSize: number): Promise<ViewHistory> =>
  call(favouriteViewHistory, { query: { pageNo: String(pageNo), pageSize: String(pageSize) } });

export const removeView = (spuNo: string, dayStart: number) =>
  call(favouriteRemoveView, { body: { spuNo, dayStart } });

export const clearViews = () => call(favouriteClearViews, { body: {} });
