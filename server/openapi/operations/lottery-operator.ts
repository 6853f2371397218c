import {
  operatorActivityInputSchema,
  operatorActivityListSchema,
  operatorActivityParamSchema,
  operatorActivitySchema,
  operatorDrawResultSchema,
  operatorEntryListSchema,
  operatorRulesInputSchema,
  operatorVerifySchema,
} from '../../../schemas/api/lottery-operator';
import type { Operation } from '../operation';

const O = '/api/operator/lottery';
const params = { activityNo: operatorActivityParamSchema.shape.activityNo };

/** The operators' lottery API (issue 15). */
export const lotteryOperatorOperations: Operation[] = [
  {
    method: 'get',
    path: O,
    summary: 'Every lottery with its windows, prizes (and their SKUs), phase and entrant count',
    tag: 'booth operator',
    auth: 'operator',
    result: operatorActivityListSchema,
  },
  {
    method: 'post',
    path: O,
    summary:
      'Create a lottery: windows, rules, invited-only flag and invitees, assist cap, prizes (SKU, price, count); publishes the seed commitment',
    tag: 'booth operator',
    auth: 'operator',
    body: operatorActivityInputSchema,
    result: operatorActivitySchema,
  },
  {
    method: 'put',
    path: `${O}/{activityNo}/rules`,
    summary: "Replace a lottery's rules (the shoppers' strategy page shows them)",
    tag: 'booth operator',
    auth: 'operator',
    params,
    body: operatorRulesInputSchema,
    result: operatorActivitySchema,
  },
  {
    method: 'get',
    path: `${O}/{activityNo}/entries`,
    summary: 'Entrants of a lottery with their join code, code count and (once drawn) prize and claim state',
    tag: 'booth operator',
    auth: 'operator',
    params,
    result: operatorEntryListSchema,
  },
  {
    method: 'post',
    path: `${O}/{activityNo}/draw`,
    summary: 'Close joining and draw now, through the once-only draw (drawn false when it was drawn already)',
    tag: 'booth operator',
    auth: 'operator',
    params,
    result: operatorDrawResultSchema,
  },
  {
    method: 'get',
    path: `${O}/{activityNo}/verify`,
    summary: 'Recompute a draw from its published data only: commitment, entry hash and winners',
    tag: 'booth operator',
    auth: 'operator',
    params,
    result: operatorVerifySchema,
  },
];
