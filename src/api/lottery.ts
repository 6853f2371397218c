import {
  lotteryActivities,
  lotteryAssist,
  lotteryClaimConfirmation,
  lotteryClaimOrder,
  lotteryDetail,
  lotteryDrawData,
  lotteryMine,
  lotteryMyCodes,
  lotteryTakeIn,
  lotteryWinners,
} from '../../schemas/api/endpoints/lottery';
import type {
  drawDataSchema,
  lotteryActivityListSchema,
  lotteryDetailSchema,
  myCodeResultSchema,
  myLotteryListSchema,
  winListSchema,
} from '../../schemas/api/lottery';
import type { z } from '../../schemas/zod';
import { call } from './call';

/* The scheduled code lotteries: /api/lottery/..., declared in schemas/api/endpoints/lottery.ts. */

export type LotteryList = z.infer<typeof lotteryActivityListSchema>;
export type LotteryDetail = z.infer<typeof lotteryDetailSchema>;
export type MyCodes = z.infer<typeof myCodeResultSchema>;
export type MyLotteries = z.infer<typeof myLotteryListSchema>;
export type WinList = z.infer<typeof winListSchema>;
export type DrawData = z.infer<typeof drawDataSchema>;

export const fetchLotteries = (pageNo: number, pageSize: number): Promise<LotteryList> =>
  call(lotteryActivities, { query: { pageNo, pageSize } });

/** With joinCode (an assist link): also whose entry it is and whether the caller already helped. */
export const fetchLotteryDetail = (activityNo: string, joinCode?: string): Promise<LotteryDetail> =>
  call(lotteryDetail, { query: { activityNo, joinCode } });

export const takeIn = (activityNo: string) => call(lotteryTakeIn, { body: { activityNo } });

export const assistFriend = (activityNo: string, joinCode: string) =>
  call(lotteryAssist, { body: { activityNo, joinCode } });

export const fetchMyLotteries = (): Promise<MyLotteries> => call(lotteryMine, {});

export const fetchMyCodes = (activityNo: string): Promise<MyCodes> =>
  call(lotteryMyCodes, { query: { activityNo } });

export const fetchWinList = (activityNo: string): Promise<WinList> =>
  call(lotteryWinners, { query: { activityNo } });

export const fetchDrawData = (activityNo: string): Promise<DrawData> =>
  call(lotteryDrawData, { query: { activityNo } });

export const fetchClaimConfirmation = (activityNo: string) =>
  call(lotteryClaimConfirmation, { query: { activityNo } });

/** The winner's prize order; uniqueCode makes a retried tap the same order. */
export const createClaimOrder = (activityNo: string, addressId: number, uniqueCode: string) =>
  call(lotteryClaimOrder, { body: { activityNo, addressId } }, { uniqueCode });
