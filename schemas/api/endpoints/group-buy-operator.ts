/**
 * The operators' group-buy (拼团) activities, /api/operator/group-buy (ADR 0057): the one
 * declaration of each endpoint (ADR 0063). Each is also listed in server/operators/route-roles.ts.
 */
import { endpoint } from '../endpoint';
import {
  operatorGroupBuyCreateSchema,
  operatorGroupBuyEditSchema,
  operatorGroupBuyListSchema,
  operatorGroupBuyParamSchema,
  operatorGroupBuySchema,
} from '../group-buy-operator';

const BASE = '/api/operator/group-buy';

export const groupBuyOperatorList = endpoint({
  method: 'get',
  path: BASE,
  auth: 'operator',
  result: operatorGroupBuyListSchema,
});

export const groupBuyOperatorCreate = endpoint({
  method: 'post',
  path: BASE,
  auth: 'operator',
  body: operatorGroupBuyCreateSchema,
  result: operatorGroupBuySchema,
});

export const groupBuyOperatorEdit = endpoint({
  method: 'put',
  path: `${BASE}/{activityNo}`,
  auth: 'operator',
  params: operatorGroupBuyParamSchema,
  body: operatorGroupBuyEditSchema,
  result: operatorGroupBuySchema,
});

export const groupBuyOperatorPause = endpoint({
  method: 'post',
  path: `${BASE}/{activityNo}/pause`,
  auth: 'operator',
  params: operatorGroupBuyParamSchema,
  result: operatorGroupBuySchema,
});

export const groupBuyOperatorResume = endpoint({
  method: 'post',
  path: `${BASE}/{activityNo}/resume`,
  auth: 'operator',
  params: operatorGroupBuyParamSchema,
  result: operatorGroupBuySchema,
});

export const groupBuyOperatorEnd = endpoint({
  method: 'post',
  path: `${BASE}/{activityNo}/end`,
  auth: 'operator',
  params: operatorGroupBuyParamSchema,
  result: operatorGroupBuySchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const groupBuyOperatorEndpoints = {
  list: groupBuyOperatorList,
  create: groupBuyOperatorCreate,
  edit: groupBuyOperatorEdit,
  pause: groupBuyOperatorPause,
  resume: groupBuyOperatorResume,
  end: groupBuyOperatorEnd,
};
