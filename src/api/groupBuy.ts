import {
  historyResultSchema,
  shelfResultSchema,
  type TeamDetail,
  type TeamOrderResult,
  teamDetailSchema,
  teamOrderResultSchema,
  teamPaySuccessSchema,
} from '../../schemas/api/group-buy';
import type { z } from '../../schemas/zod';
import { get, post } from './client';

const GB = '/api/marketing/team-buy';

export type TeamShelf = z.infer<typeof shelfResultSchema>;
export type TeamHistory = z.infer<typeof historyResultSchema>;
export type TeamPaySuccess = z.infer<typeof teamPaySuccessSchema>;

/** The shelf, or the search when there are words. */
export const fetchTeamShelf = (keyword: string, pageNo: number, pageSize: number): Promise<TeamShelf> =>
  keyword
    ? get(`${GB}/search`, { keyword, pageNo, pageSize }, { schema: shelfResultSchema })
    : get(`${GB}/shelf`, { pageNo, pageSize }, { schema: shelfResultSchema });

export const fetchTeamDetail = (teamId: string): Promise<TeamDetail> =>
  get(`${GB}/detail`, { teamId }, { schema: teamDetailSchema });

export const fetchTeamHistory = (pageNo: number, pageSize: number): Promise<TeamHistory> =>
  get(`${GB}/history`, { status: 'all', pageNo, pageSize }, { schema: historyResultSchema, silent: true });

/** Opens a team (no teamId) or joins one, for an address; uniqueCode makes a retried tap the same order. */
export const createTeamOrder = (
  body: { activityNo: string; teamId?: string; addressId?: number },
  uniqueCode: string,
): Promise<TeamOrderResult> =>
  post(`${GB}/create-order`, body, { schema: teamOrderResultSchema, uniqueCode });

/** The team of a paid order, for the pay result page; silent: it only adds a line there. */
export const fetchTeamPaySuccess = (orderNo: string): Promise<TeamPaySuccess> =>
  get('/api/order/team-buy-pay-success', { orderNo }, { schema: teamPaySuccessSchema, silent: true });
