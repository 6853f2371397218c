import {
  favouriteAdd,
  favouriteCheck,
  favouriteList,
  favouriteRemove,
} from '../../schemas/api/endpoints/favourites/favourite';
import { reminderAdd, reminderFlags } from '../../schemas/api/endpoints/favourites/reminder';
import type { FavorList, RemindFlags } from '../../schemas/api/favor';
import { call } from './call';

/** Whether each SKU is a favourite; silent because it only decorates the page. */
export const checkFavor = (skuNos: string[]) => call(favouriteCheck, { body: { skuNos } }, { silent: true });

/** noReload: the screen updates itself from the answer instead of reloading (spec §7). */
export const addFavor = (skuNo: string) => call(favouriteAdd, { body: { skuNo, noReload: true } });

export const delFavor = (skuNo: string) => call(favouriteRemove, { body: { skuNo, noReload: true } });

/** The caller's favourites, newest first, a page at a time, each with its 降价 mark (the 收藏 screen). */
export const fetchFavorList = (pageNo: number, pageSize: number): Promise<FavorList> =>
  call(favouriteList, { query: { pageNo: String(pageNo), pageSize: String(pageSize) } });

export type RemindType = 'arrival' | 'sale';

export const addRemind = (skuNo: string, type: RemindType): Promise<RemindFlags> =>
  call(reminderAdd, { body: { skuNo, type } });

export const fetchRemindFlag = (skuNo: string): Promise<RemindFlags> =>
  call(reminderFlags, { body: { skuNo } }, { silent: true });
