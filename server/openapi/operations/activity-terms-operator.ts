import {
  activityTermsEditSchema,
  activityTermsParamSchema,
  operatorActivityTermsListSchema,
  operatorActivityTermsSchema,
} from '../../../schemas/api/activity-terms-operator';
import type { Operation } from '../operation';

const O = '/api/operator/activity-terms';
const params = { skuNo: activityTermsParamSchema.shape.skuNo };

/** The operators' gift and trial activity terms (issue 34, ADR 0065). */
export const activityTermsOperatorOperations: Operation[] = [
  {
    method: 'get',
    path: O,
    summary: 'Every SKU under a gift (activity type 3) or trial (type 5) activity, with its terms',
    tag: 'booth operator',
    auth: 'operator',
    result: operatorActivityTermsListSchema,
  },
  {
    method: 'put',
    path: `${O}/{skuNo}`,
    summary:
      'Make a SKU a gift activity (another SKU given per unit bought, while its stock lasts) or a trial activity (a price below its own, at most so many per customer); refused for a SKU under another kind of activity; needs a second operator while approval is on',
    tag: 'booth operator',
    auth: 'operator',
    params,
    body: activityTermsEditSchema,
    result: operatorActivityTermsSchema,
  },
  {
    method: 'post',
    path: `${O}/{skuNo}/end`,
    summary:
      "End a SKU's gift or trial activity now (the SKU sells at its price, with no gift); answers the terms it had",
    tag: 'booth operator',
    auth: 'operator',
    params,
    result: operatorActivityTermsSchema,
  },
];
