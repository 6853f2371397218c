/**
 * The operators' side of the qualification draws, /api/operator/qualification/* (issue 15): the one
 * declaration of each endpoint (ADR 0063). Each is also listed in server/operators/route-roles.ts.
 */
import { endpoint } from '../endpoint';
import { lotteryActivityQuerySchema } from '../lottery';
import {
  operatorQualificationListSchema,
  qualificationCreatedSchema,
  qualificationCreateRequestSchema,
  qualificationDrawRequestSchema,
  qualificationDrawResultSchema,
  qualificationEntriesSchema,
} from '../qualification';

const BASE = '/api/operator/qualification';

export const qualificationOperatorEndpoints = {
  list: endpoint({
    method: 'get',
    path: `${BASE}/activities`,
    summary:
      'Every qualification draw as operators see it: what shoppers see, winners so far and the moves its phase allows (draw once due)',
    tag: 'booth operator',
    auth: 'operator',
    result: operatorQualificationListSchema,
  }),
  create: endpoint({
    method: 'post',
    path: `${BASE}/activities`,
    summary: 'Create a qualification draw: publishes the seed commitment and holds quota units of the SKU',
    tag: 'booth operator',
    auth: 'operator',
    body: qualificationCreateRequestSchema,
    result: qualificationCreatedSchema,
  }),
  entries: endpoint({
    method: 'get',
    path: `${BASE}/entries`,
    summary: 'Entrants of a qualification draw with their codes and whether they won',
    tag: 'booth operator',
    auth: 'operator',
    query: lotteryActivityQuerySchema,
    result: qualificationEntriesSchema,
  }),
  draw: endpoint({
    method: 'post',
    path: `${BASE}/draw`,
    summary: 'Run a due draw now (once only, whoever comes first); verify it with /api/lottery/draw-data',
    tag: 'booth operator',
    auth: 'operator',
    body: qualificationDrawRequestSchema,
    result: qualificationDrawResultSchema,
    examples: { body: { activityNo: 'QL2001' } },
  }),
};
