/**
 * The qualification lottery of the phone maker's launch, /api/lottery/huawei/*: the one
 * declaration of each endpoint (ADR 0063). Its draw is the code lottery's: verifiable through
 * /api/lottery/draw-data. The operators' side is ./qualification-operator.ts (kept apart so the shopper's
 * screens do not carry it).
 */
import { endpoint } from '../endpoint';
import { lotteryActivityQuerySchema, lotteryListQuerySchema, winListSchema } from '../lottery';
import {
  codeWordRequestSchema,
  codeWordResultSchema,
  myQualificationListSchema,
  qualificationActivityListSchema,
  qualificationCodeListSchema,
  qualificationConfirmationSchema,
  qualificationConfirmQuerySchema,
  qualificationDetailSchema,
  qualificationInventorySchema,
  qualificationMyCodeSchema,
  qualificationOrderRequestSchema,
  qualificationOrderResultSchema,
  qualificationTakeInRequestSchema,
  qualificationTakeInResultSchema,
  qualificationWaitingSchema,
} from '../qualification';

const BASE = '/api/lottery/huawei';

export const qualificationActivities = endpoint({
  method: 'get',
  path: `${BASE}/activity/list`,
  auth: 'public',
  query: lotteryListQuerySchema,
  result: qualificationActivityListSchema,
});

export const qualificationDetail = endpoint({
  method: 'get',
  path: `${BASE}/activity/detail`,
  auth: 'shopper-if-signed-in',
  query: lotteryActivityQuerySchema,
  result: qualificationDetailSchema,
});

export const qualificationTakeIn = endpoint({
  method: 'post',
  path: `${BASE}/take-in`,
  auth: 'shopper',
  body: qualificationTakeInRequestSchema,
  result: qualificationTakeInResultSchema,
});

export const qualificationMine = endpoint({
  method: 'get',
  path: `${BASE}/list`,
  auth: 'shopper',
  result: myQualificationListSchema,
});

export const qualificationInventory = endpoint({
  method: 'get',
  path: `${BASE}/inventory`,
  auth: 'public',
  query: lotteryActivityQuerySchema,
  result: qualificationInventorySchema,
});

export const qualificationWaiting = endpoint({
  method: 'get',
  path: `${BASE}/waiting-prize`,
  auth: 'shopper',
  result: qualificationWaitingSchema,
});

export const qualificationWinners = endpoint({
  method: 'get',
  path: `${BASE}/win-list`,
  auth: 'public',
  query: lotteryActivityQuerySchema,
  result: winListSchema,
});

export const qualificationMyCode = endpoint({
  method: 'get',
  path: `${BASE}/my-code`,
  auth: 'shopper',
  query: lotteryActivityQuerySchema,
  result: qualificationMyCodeSchema,
});

export const qualificationMyCodeWords = endpoint({
  method: 'get',
  path: `${BASE}/qualification/my-code-list`,
  auth: 'shopper',
  result: qualificationCodeListSchema,
});

export const qualificationCodeWord = endpoint({
  method: 'post',
  path: `${BASE}/code-word`,
  auth: 'shopper',
  body: codeWordRequestSchema,
  result: codeWordResultSchema,
});

export const qualificationConfirmation = endpoint({
  method: 'get',
  path: `${BASE}/order-confirmation`,
  auth: 'shopper',
  query: qualificationConfirmQuerySchema,
  result: qualificationConfirmationSchema,
});

export const qualificationOrder = endpoint({
  method: 'post',
  path: `${BASE}/order-create`,
  auth: 'shopper',
  body: qualificationOrderRequestSchema,
  result: qualificationOrderResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const qualificationEndpoints = {
  activities: qualificationActivities,
  detail: qualificationDetail,
  takeIn: qualificationTakeIn,
  mine: qualificationMine,
  inventory: qualificationInventory,
  waiting: qualificationWaiting,
  winners: qualificationWinners,
  myCode: qualificationMyCode,
  myCodeWords: qualificationMyCodeWords,
  codeWord: qualificationCodeWord,
  confirmation: qualificationConfirmation,
  order: qualificationOrder,
};
