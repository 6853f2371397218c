/**
 * The qualification lottery of the phone maker's launch, /api/lottery/huawei/* (issue 15): the one
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
import { requiredUniqueCode } from './headers';

const BASE = '/api/lottery/huawei';

export const qualificationEndpoints = {
  activities: endpoint({
    method: 'get',
    path: `${BASE}/activity/list`,
    summary: 'Qualification draws with their windows, launch product and price, seed commitment, paged',
    tag: 'product',
    auth: 'public',
    query: lotteryListQuerySchema,
    result: qualificationActivityListSchema,
  }),
  detail: endpoint({
    method: 'get',
    path: `${BASE}/activity/detail`,
    summary:
      "One qualification draw: rules, launch product and (signed in) the caller's standing and code word",
    tag: 'product',
    auth: 'shopper-if-signed-in',
    query: lotteryActivityQuerySchema,
    result: qualificationDetailSchema,
  }),
  takeIn: endpoint({
    method: 'post',
    path: `${BASE}/take-in`,
    summary:
      "Register once (consent given; invited-only draws refuse others with resCode 'scalper'): a lottery code and a code word",
    tag: 'product',
    auth: 'shopper',
    body: qualificationTakeInRequestSchema,
    result: qualificationTakeInResultSchema,
    examples: {
      body: { activityNo: 'QL2001' },
      result: { activityNo: 'QL2001', code: '10000042', codeWord: 'K7QM-3XPD-W9RT' },
    },
  }),
  mine: endpoint({
    method: 'get',
    path: `${BASE}/list`,
    summary: "The caller's qualification draws, newest first, with their standing",
    tag: 'product',
    auth: 'shopper',
    result: myQualificationListSchema,
  }),
  inventory: endpoint({
    method: 'get',
    path: `${BASE}/inventory`,
    summary: 'Phones on offer, still held for winners, winners and purchases; when the hold was released',
    tag: 'product',
    auth: 'public',
    query: lotteryActivityQuerySchema,
    result: qualificationInventorySchema,
  }),
  waiting: endpoint({
    method: 'get',
    path: `${BASE}/waiting-prize`,
    summary: 'Rights to buy the caller won and has not used, before their deadline',
    tag: 'product',
    auth: 'shopper',
    result: qualificationWaitingSchema,
  }),
  winners: endpoint({
    method: 'get',
    path: `${BASE}/win-list`,
    summary: 'Winning codes with masked nicknames',
    tag: 'product',
    auth: 'public',
    query: lotteryActivityQuerySchema,
    result: winListSchema,
  }),
  myCode: endpoint({
    method: 'get',
    path: `${BASE}/my-code`,
    summary: "The caller's own code in a draw and their code word",
    tag: 'product',
    auth: 'shopper',
    query: lotteryActivityQuerySchema,
    result: qualificationMyCodeSchema,
  }),
  myCodeWords: endpoint({
    method: 'get',
    path: `${BASE}/qualification/my-code-list`,
    summary: 'Every code word the caller holds, with the standing it stands for',
    tag: 'product',
    auth: 'shopper',
    result: qualificationCodeListSchema,
  }),
  codeWord: endpoint({
    method: 'post',
    path: `${BASE}/code-word`,
    summary:
      "The caller's code word for a draw they entered (made on first request: random, unique, readable)",
    tag: 'product',
    auth: 'shopper',
    body: codeWordRequestSchema,
    result: codeWordResultSchema,
  }),
  confirmation: endpoint({
    method: 'get',
    path: `${BASE}/order-confirmation`,
    summary: 'What a winner pays: one launch phone at the launch price to the chosen (or default) address',
    tag: 'order',
    auth: 'shopper',
    refuses: ['409'],
    query: qualificationConfirmQuerySchema,
    result: qualificationConfirmationSchema,
  }),
  order: endpoint({
    method: 'post',
    path: `${BASE}/order-create`,
    summary:
      'A winner orders the launch phone once before the deadline: an ordinary order awaiting payment (idempotent per uniqueCode)',
    tag: 'order',
    auth: 'shopper',
    body: qualificationOrderRequestSchema,
    headers: requiredUniqueCode,
    result: qualificationOrderResultSchema,
    examples: { body: { activityNo: 'QL2001', addressId: 12 } },
  }),
};
