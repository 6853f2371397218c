import { winListSchema } from '../../schemas/api/lottery';
import {
  myQualificationListSchema,
  type QualificationOrderResult,
  qualificationActivityListSchema,
  qualificationCodeListSchema,
  qualificationConfirmationSchema,
  qualificationDetailSchema,
  qualificationOrderResultSchema,
  qualificationTakeInResultSchema,
} from '../../schemas/api/qualification';
import type { z } from '../../schemas/zod';
import { get, post } from './client';
import type { WinList } from './lottery';

/**
 * The qualification lottery's calls (issue 15); only the /qualify screens import this (lazy routes). Its
 * draw data is the code lottery's call (fetchDrawData in ./lottery): a qualification draw is a code lottery.
 */
const H = '/api/lottery/huawei';

export type QualificationList = z.infer<typeof qualificationActivityListSchema>;
export type QualificationDetail = z.infer<typeof qualificationDetailSchema>;
export type MyQualifications = z.infer<typeof myQualificationListSchema>;
export type QualificationCodes = z.infer<typeof qualificationCodeListSchema>;
export type QualificationConfirmation = z.infer<typeof qualificationConfirmationSchema>;

export const fetchQualifications = (pageNo: number, pageSize: number): Promise<QualificationList> =>
  get(`${H}/activity/list`, { pageNo, pageSize }, { schema: qualificationActivityListSchema });

export const fetchQualification = (activityNo: string): Promise<QualificationDetail> =>
  get(`${H}/activity/detail`, { activityNo }, { schema: qualificationDetailSchema });

export const takeInQualification = (activityNo: string) =>
  post(`${H}/take-in`, { activityNo }, { schema: qualificationTakeInResultSchema });

export const fetchMyQualifications = (): Promise<MyQualifications> =>
  get(`${H}/list`, {}, { schema: myQualificationListSchema });

export const fetchMyCodeWords = (): Promise<QualificationCodes> =>
  get(`${H}/qualification/my-code-list`, {}, { schema: qualificationCodeListSchema });

export const fetchQualificationWinners = (activityNo: string): Promise<WinList> =>
  get(`${H}/win-list`, { activityNo }, { schema: winListSchema });

export const fetchQualificationConfirmation = (
  activityNo: string,
  addressId?: number,
): Promise<QualificationConfirmation> =>
  get(`${H}/order-confirmation`, addressId === undefined ? { activityNo } : { activityNo, addressId }, {
    schema: qualificationConfirmationSchema,
  });

/** uniqueCode makes a retried tap the same order. */
export const createQualificationOrder = (
  body: { activityNo: string; addressId: number },
  uniqueCode: string,
): Promise<QualificationOrderResult> =>
  post(`${H}/order-create`, body, { schema: qualificationOrderResultSchema, uniqueCode });
