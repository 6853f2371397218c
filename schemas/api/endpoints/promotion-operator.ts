/**
 * The operators' full-discount (满减) activities, /api/operator/promotions: the one declaration
 * of each endpoint (ADR 0063). Each is also listed in server/operators/route-roles.ts.
 */
import { endpoint } from '../endpoint';
import {
  operatorPromotionCreateSchema,
  operatorPromotionEditSchema,
  operatorPromotionListSchema,
  operatorPromotionParamSchema,
  operatorPromotionSchema,
} from '../promotion-operator';

const BASE = '/api/operator/promotions';

export const promotionOperatorList = endpoint({
  method: 'get',
  path: BASE,
  auth: 'operator',
  result: operatorPromotionListSchema,
});

export const promotionOperatorCreate = endpoint({
  method: 'post',
  path: BASE,
  auth: 'operator',
  body: operatorPromotionCreateSchema,
  result: operatorPromotionSchema,
});

export const promotionOperatorEdit = endpoint({
  method: 'put',
  path: `${BASE}/{activityNo}`,
  auth: 'operator',
  params: operatorPromotionParamSchema,
  body: operatorPromotionEditSchema,
  result: operatorPromotionSchema,
});

export const promotionOperatorEnd = endpoint({
  method: 'post',
  path: `${BASE}/{activityNo}/end`,
  auth: 'operator',
  params: operatorPromotionParamSchema,
  result: operatorPromotionSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const promotionOperatorEndpoints = {
  list: promotionOperatorList,
  create: promotionOperatorCreate,
  edit: promotionOperatorEdit,
  end: promotionOperatorEnd,
};
