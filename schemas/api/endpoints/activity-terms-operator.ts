/**
 * The operators' gift and trial activity terms, /api/operator/activity-terms (ADR 0065): the one
 * declaration of each endpoint (ADR 0063). Each is also listed in server/operators/route-roles.ts.
 */
import {
  activityTermsEditSchema,
  activityTermsParamSchema,
  operatorActivityTermsListSchema,
  operatorActivityTermsSchema,
} from '../activity-terms-operator';
import { endpoint } from '../endpoint';

const BASE = '/api/operator/activity-terms';

export const activityTermsOperatorList = endpoint({
  method: 'get',
  path: BASE,
  auth: 'operator',
  result: operatorActivityTermsListSchema,
});

export const activityTermsOperatorSet = endpoint({
  method: 'put',
  path: `${BASE}/{skuNo}`,
  auth: 'operator',
  params: activityTermsParamSchema,
  body: activityTermsEditSchema,
  result: operatorActivityTermsSchema,
});

export const activityTermsOperatorEnd = endpoint({
  method: 'post',
  path: `${BASE}/{skuNo}/end`,
  auth: 'operator',
  params: activityTermsParamSchema,
  result: operatorActivityTermsSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const activityTermsOperatorEndpoints = {
  list: activityTermsOperatorList,
  set: activityTermsOperatorSet,
  end: activityTermsOperatorEnd,
};
