/**
 * The operators' lotteries, /api/operator/lottery: the one declaration of each endpoint
 * (ADR 0063). Each is also listed in server/operators/route-roles.ts.
 */
import { endpoint } from '../endpoint';
import {
  operatorActivityInputSchema,
  operatorActivityListSchema,
  operatorActivityParamSchema,
  operatorActivitySchema,
  operatorDrawResultSchema,
  operatorEntryListSchema,
  operatorRulesInputSchema,
  operatorVerifySchema,
} from '../lottery-operator';

const BASE = '/api/operator/lottery';

export const lotteryOperatorList = endpoint({
  method: 'get',
  path: BASE,
  auth: 'operator',
  result: operatorActivityListSchema,
});

export const lotteryOperatorCreate = endpoint({
  method: 'post',
  path: BASE,
  auth: 'operator',
  body: operatorActivityInputSchema,
  result: operatorActivitySchema,
});

export const lotteryOperatorRules = endpoint({
  method: 'put',
  path: `${BASE}/{activityNo}/rules`,
  auth: 'operator',
  params: operatorActivityParamSchema,
  body: operatorRulesInputSchema,
  result: operatorActivitySchema,
});

export const lotteryOperatorEntries = endpoint({
  method: 'get',
  path: `${BASE}/{activityNo}/entries`,
  auth: 'operator',
  params: operatorActivityParamSchema,
  result: operatorEntryListSchema,
});

export const lotteryOperatorDraw = endpoint({
  method: 'post',
  path: `${BASE}/{activityNo}/draw`,
  auth: 'operator',
  params: operatorActivityParamSchema,
  result: operatorDrawResultSchema,
});

export const lotteryOperatorVerify = endpoint({
  method: 'get',
  path: `${BASE}/{activityNo}/verify`,
  auth: 'operator',
  params: operatorActivityParamSchema,
  result: operatorVerifySchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const lotteryOperatorEndpoints = {
  list: lotteryOperatorList,
  create: lotteryOperatorCreate,
  rules: lotteryOperatorRules,
  entries: lotteryOperatorEntries,
  draw: lotteryOperatorDraw,
  verify: lotteryOperatorVerify,
};
