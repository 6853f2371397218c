import {
  operatorPromotionCreateSchema,
  operatorPromotionEditSchema,
  operatorPromotionListSchema,
  operatorPromotionParamSchema,
  operatorPromotionSchema,
} from '../../../schemas/api/promotion-operator';
import type { Operation } from '../operation';

const O = '/api/operator/promotions';
const params = { activityNo: operatorPromotionParamSchema.shape.activityNo };

/** The operators' full-discount (满减) API (issue 13). */
export const promotionOperatorOperations: Operation[] = [
  {
    method: 'get',
    path: O,
    summary: 'Every full-discount activity, past, live and upcoming, with its tiers, scope, SKUs and phase',
    tag: 'booth operator',
    auth: 'operator',
    result: operatorPromotionListSchema,
  },
  {
    method: 'post',
    path: O,
    summary:
      'Create a full-discount activity (rising tiers in cents, scope all/category/store/sku, window, pin, seq); the same number with the same content answers it again',
    tag: 'booth operator',
    auth: 'operator',
    body: operatorPromotionCreateSchema,
    result: operatorPromotionSchema,
  },
  {
    method: 'put',
    path: `${O}/{activityNo}`,
    summary: "Replace a full-discount activity's title, scope, tiers, window, pin and seq",
    tag: 'booth operator',
    auth: 'operator',
    params,
    body: operatorPromotionEditSchema,
    result: operatorPromotionSchema,
  },
  {
    method: 'post',
    path: `${O}/{activityNo}/end`,
    summary:
      'End a full-discount activity now (one not started never goes live); ending twice changes nothing',
    tag: 'booth operator',
    auth: 'operator',
    params,
    result: operatorPromotionSchema,
  },
];
