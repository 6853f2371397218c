import { couponNoSchema } from '../../../schemas/api/amounts';
import {
  couponTemplateCreateSchema,
  couponTemplateEditSchema,
  couponTemplateListSchema,
  couponTemplateSchema,
} from '../../../schemas/api/coupon-operator';
import type { Operation } from '../operation';

const O = '/api/operator/coupons';

/** The operators' coupon templates (issue 35; routes/coupon-operator.ts). */
export const couponOperatorOperations: Operation[] = [
  {
    method: 'get',
    path: O,
    summary: 'Every coupon template, newest first, with its rules, stock left and phase',
    tag: 'booth operator',
    auth: 'operator',
    result: couponTemplateListSchema,
  },
  {
    method: 'post',
    path: O,
    summary:
      'A new coupon template (cents) with its scope, the whole mall unless named (ADR 0074; 400 names an unknown store, category or SKU); the same number with the same content answers it, other content is 409',
    tag: 'booth operator',
    auth: 'operator',
    body: couponTemplateCreateSchema,
    result: couponTemplateSchema,
  },
  {
    method: 'put',
    path: `${O}/{couponNo}`,
    summary:
      'Edit a template whole with its scope (ADR 0069): the fields its state allows (409 names the field), on its revision (409 when another edit landed first); 202 and a change request while approval is on',
    tag: 'booth operator',
    auth: 'operator',
    params: { couponNo: couponNoSchema },
    body: couponTemplateEditSchema,
    result: couponTemplateSchema,
  },
];
