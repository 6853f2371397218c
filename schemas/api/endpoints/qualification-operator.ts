/**
 * The operators' side of the qualification draws, /api/operator/qualification/*: the one
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

export const qualificationOperatorList = endpoint({
  method: 'get',
  path: `${BASE}/activities`,
  auth: 'operator',
  result: operatorQualificationListSchema,
});

export const qualificationOperatorCreate = endpoint({
  method: 'post',
  path: `${BASE}/activities`,
  auth: 'operator',
  body: qualificationCreateRequestSchema,
  result: qualificationCreatedSchema,
});

export const qualificationOperatorEntries = endpoint({
  method: 'get',
  path: `${BASE}/entries`,
  auth: 'operator',
  query: lotteryActivityQuerySchema,
  result: qualificationEntriesSchema,
});

export const qualificationOperatorDraw = endpoint({
  method: 'post',
  path: `${BASE}/draw`,
  auth: 'operator',
  body: qualificationDrawRequestSchema,
  result: qualificationDrawResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const qualificationOperatorEndpoints = {
  list: qualificationOperatorList,
  create: qualificationOperatorCreate,
  entries: qualificationOperatorEntries,
  draw: qualificationOperatorDraw,
};
