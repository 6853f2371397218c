import {
  qualificationActivities,
  qualificationConfirmation,
  qualificationDetail,
  qualificationMine,
  qualificationMyCodeWords,
  qualificationOrder,
  qualificationTakeIn,
  qualificationWinners,
} from '../../schemas/api/endpoints/qualification';
import type {
  myQualificationListSchema,
  QualificationOrderResult,
  qualificationActivityListSchema,
  qualificationCodeListSchema,
  qualificationConfirmationSchema,
  qualificationDetailSchema,
} from '../../schemas/api/qualification';
import type { z } from '../../schemas/zod';
import { call } from './call';
import type { WinList } from './lottery';

/*
 * The qualification lottery's calls; only the /qualify screens import this (lazy routes). Its
 * draw data is the code lottery's call (fetchDrawData in ./lottery): a qualification draw is a code lottery.
 */

export type QualificationList = z.infer<typeof qualificationActivityListSchema>;
export type QualificationDetail = z.infer<typeof qualificationDetailSchema>;
export type MyQualifications = z.infer<typeof myQualificationListSchema>;
export type QualificationCodes = z.infer<typeof qualificationCodeListSchema>;
export type QualificationConfirmation = z.infer<typeof qualificationConfirmationSchema>;

export const fetchQualifications = (pageNo: number, pageSize: number): Promise<QualificationList> =>
  call(qualificationActivities, { query: { pageNo, pageSize } });

export const fetchQualification = (activityNo: string): Promise<QualificationDetail> =>
  call(qualificationDetail, { query: { activityNo } });

export const takeInQualification = (activityNo: string) =>
  call(qualificationTakeIn, { body: { activityNo } });

export const fetchMyQualifications = (): Promise<MyQualifications> => call(qualificationMine, {});

export const fetchMyCodeWords = (): Promise<QualificationCodes> => call(qualificationMyCodeWords, {});

export const fetchQualificationWinners = (activityNo: string): Promise<WinList> =>
  call(qualificationWinners, { query: { activityNo } });

export const fetchQualificationConfirmation = (
  activityNo: string,
  addressId?: number,
): Promise<QualificationConfirmation> =>
  call(qualificationConfirmation, { query: { activityNo, addressId } });

/** uniqueCode makes a retried tap the same order. */
export const createQualificationOrder = (
  body: { activityNo: string; addressId: number },
  uniqueCode: string,
): Promise<QualificationOrderResult> => call(qualificationOrder, { body }, { uniqueCode });
