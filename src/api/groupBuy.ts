import {
  groupBuyCreateOrder,
  groupBuyDetail,
  groupBuyHistory,
  groupBuySearch,
  groupBuyShelf,
} from '../../schemas/api/endpoints/group-buy/group-buy';
import { teamBuyPaySuccess } from '../../schemas/api/endpoints/group-buy/team-pay-success';
import type {
  historyResultSchema,
  shelfResultSchema,
  TeamDetail,
  TeamOrderResult,
  teamPaySuccessSchema,
} from '../../schemas/api/group-buy';
import type { z } from '../../schemas/zod';
import { call } from './call';

export type TeamShelf = z.infer<typeof shelfResultSchema>;
export type TeamHistory = z.infer<typeof historyResultSchema>;
export type TeamPaySuccess = z.infer<typeof teamPaySuccessSchema>;

/** The shelf, or the search when there are words. */
export const fetchTeamShelf = (keyword: string, pageNo: number, pageSize: number): Promise<TeamShelf> =>
  keyword
    ? call(groupBuySearch, { query: { keyword, pageNo, pageSize } })
    : call(groupBuyShelf, { query: { pageNo, pageSize } });

export const fetchTeamDetail = (teamId: string): Promise<TeamDetail> =>
  call(groupBuyDetail, { query: { teamId } });

export const fetchTeamHistory = (pageNo: number, pageSize: number): Promise<TeamHistory> =>
  call(groupBuyHistory, { query: { status: 'all', pageNo, pageSize } }, { silent: true });

/** Opens a team (no teamId) or joins one, for an address; uniqueCode makes a retried tap the same order. */
export const createTeamOrder = (
  body: { activityNo: string; teamId?: string; addressId?: number },
  uniqueCode: string,
): Promise<TeamOrderResult> => call(groupBuyCreateOrder, { body }, { uniqueCode });

/** The team of a paid order, for the pay result page; silent: it only adds a line there. */
export const fetchTeamPaySuccess = (orderNo: string): Promise<TeamPaySuccess> =>
  call(teamBuyPaySuccess, { query: { orderNo } }, { silent: true });
