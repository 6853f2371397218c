import {
  assistResultSchema,
  drawDataSchema,
  lotteryActivityListSchema,
  lotteryDetailSchema,
  myCodeResultSchema,
  myLotteryListSchema,
  takeInResultSchema,
  winListSchema,
} from '../../schemas/api/lottery';
import { claimOrderResultSchema, orderConfirmationSchema } from '../../schemas/api/lottery-claim';
import type { z } from '../../schemas/zod';
import { get, post } from './client';

/** The scheduled code lotteries (issue 15): /api/lottery/... */
const L = '/api/lottery';

export type LotteryList = z.infer<typeof lotteryActivityListSchema>;
export type LotteryDetail = z.infer<typeof lotteryDetailSchema>;
export type MyCodes = z.infer<typeof myCodeResultSchema>;
export type MyLotteries = z.infer<typeof myLotteryListSchema>;
export type WinList = z.infer<typeof winListSchema>;
export type DrawData = z.infer<typeof drawDataSchema>;

export const fetchLotteries = (pageNo: number, pageSize: number): Promise<LotteryList> =>
  get(`${L}/activity/list`, { pageNo, pageSize }, { schema: lotteryActivityListSchema });

/** With joinCode (an assist link): also whose entry it is and whether the caller already helped. */
export const fetchLotteryDetail = (activityNo: string, joinCode?: string): Promise<LotteryDetail> =>
  get(`${L}/activity/detail`, { activityNo, joinCode }, { schema: lotteryDetailSchema });

export const takeIn = (activityNo: string) =>
  post(`${L}/take-in`, { activityNo }, { schema: takeInResultSchema });

export const assistFriend = (activityNo: string, joinCode: string) =>
  post(`${L}/assist`, { activityNo, joinCode }, { schema: assistResultSchema });

export const fetchMyLotteries = (): Promise<MyLotteries> =>
  get(`${L}/list`, {}, { schema: myLotteryListSchema });

export const fetchMyCodes = (activityNo: string): Promise<MyCodes> =>
  get(`${L}/my-code`, { activityNo }, { schema: myCodeResultSchema });

export const fetchWinList = (activityNo: string): Promise<WinList> =>
  get(`${L}/win-list`, { activityNo }, { schema: winListSchema });

export const fetchDrawData = (activityNo: string): Promise<DrawData> =>
  get(`${L}/draw-data`, { activityNo }, { schema: drawDataSchema });

export const fetchClaimConfirmation = (activityNo: string) =>
  get(`${L}/order-confirmation`, { activityNo }, { schema: orderConfirmationSchema });

/** The winner's prize order; uniqueCode makes a retried tap the same order. */
export const createClaimOrder = (activityNo: string, addressId: number, uniqueCode: string) =>
  post(`${L}/order-create`, { activityNo, addressId }, { schema: claimOrderResultSchema, uniqueCode });
