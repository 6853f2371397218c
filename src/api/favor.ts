import {
  type FavorList,
  favorCheckResultSchema,
  favorListResultSchema,
  favorStateSchema,
  type RemindFlags,
  remindFlagResultSchema,
} from '../../schemas/api/favor';
import { get, post } from './client';

const PRODUCT = '/api/channel/product';
const CUST = '/api/channel/cust';

/** Whether each SKU is a favourite; silent because it only decorates the page. */
export const checkFavor = (skuNos: string[]) =>
  post(`${PRODUCT}/check-is-favor-v2`, { skuNos }, { schema: favorCheckResultSchema, silent: true });

/** noReload: the screen updates itself from the answer instead of reloading (spec §7). */
export const addFavor = (skuNo: string) =>
  post(`${PRODUCT}/add-favor`, { skuNo, noReload: true }, { schema: favorStateSchema });

export const delFavor = (skuNo: string) =>
  post(`${PRODUCT}/del-favor`, { skuNo, noReload: true }, { schema: favorStateSchema });

/** The caller's favourites, newest first, a page at a time, each with its 降价 mark (the 收藏 screen). */
export const fetchFavorList = (pageNo: number, pageSize: number): Promise<FavorList> =>
  get(`${PRODUCT}/favor-list`, { pageNo, pageSize }, { schema: favorListResultSchema });

export type RemindType = 'arrival' | 'sale';

export const addRemind = (skuNo: string, type: RemindType): Promise<RemindFlags> =>
  post(`${CUST}/add-remind`, { skuNo, type }, { schema: remindFlagResultSchema });

export const fetchRemindFlag = (skuNo: string): Promise<RemindFlags> =>
  post(`${CUST}/get-remind-flag-v3`, { skuNo }, { schema: remindFlagResultSchema, silent: true });
