/**
 * Experiments and audiences on booth pages and slots, /api/booth/operator/pages/{pageKey}/experiments
 * (ADR 0056): operators only. The one declaration of each endpoint (ADR 0063).
 */
import { z } from '../../zod';
import {
  experimentCreateSchema,
  experimentEndAnswerSchema,
  experimentEndSchema,
  experimentIdParamSchema,
  experimentListSchema,
  experimentViewSchema,
} from '../booth-experiments';
import { pageKeyParamSchema } from '../booth-operator';
import { endpoint } from '../endpoint';

const EXPERIMENTS = '/api/booth/operator/pages/{pageKey}/experiments';
const pageParams = z.object({ pageKey: pageKeyParamSchema });

export const boothExperimentList = endpoint({
  method: 'get',
  path: EXPERIMENTS,
  auth: 'operator',
  params: pageParams,
  result: experimentListSchema,
});

export const boothExperimentCreate = endpoint({
  method: 'post',
  path: EXPERIMENTS,
  auth: 'operator',
  params: pageParams,
  body: experimentCreateSchema,
  result: experimentViewSchema,
});

export const boothExperimentEnd = endpoint({
  method: 'post',
  path: `${EXPERIMENTS}/{experimentId}/end`,
  auth: 'operator',
  params: z.object({ pageKey: pageKeyParamSchema, experimentId: experimentIdParamSchema }),
  body: experimentEndSchema,
  result: experimentEndAnswerSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const boothExperimentEndpoints = {
  list: boothExperimentList,
  create: boothExperimentCreate,
  end: boothExperimentEnd,
};
