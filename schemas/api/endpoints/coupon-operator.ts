/**
 * The operators' coupon templates, /api/operator/coupons (ADR 0069): the one declaration of each
 * endpoint (ADR 0063). Each is also listed in server/operators/route-roles.ts; the edit is also an approval
 * route (server/operators/approval-routes.ts), which the gate intercepts before the handler.
 */
import { z } from '../../zod';
import { couponNoSchema } from '../amounts';
import {
  couponTemplateCreateSchema,
  couponTemplateEditSchema,
  couponTemplateListSchema,
  couponTemplateSchema,
} from '../coupon-operator';
import { endpoint } from '../endpoint';

const BASE = '/api/operator/coupons';

export const couponTemplateList = endpoint({
  method: 'get',
  path: BASE,
  auth: 'operator',
  result: couponTemplateListSchema,
});

export const couponTemplateCreate = endpoint({
  method: 'post',
  path: BASE,
  auth: 'operator',
  body: couponTemplateCreateSchema,
  result: couponTemplateSchema,
});

export const couponTemplateEdit = endpoint({
  method: 'put',
  path: `${BASE}/{couponNo}`,
  auth: 'operator',
  params: z.object({ couponNo: couponNoSchema }),
  body: couponTemplateEditSchema,
  result: couponTemplateSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const couponOperatorEndpoints = {
  list: couponTemplateList,
  create: couponTemplateCreate,
  edit: couponTemplateEdit,
};
