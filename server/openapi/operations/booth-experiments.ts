import {
  experimentCreateSchema,
  experimentEndAnswerSchema,
  experimentEndSchema,
  experimentIdParamSchema,
  experimentListSchema,
  experimentViewSchema,
} from '../../../schemas/api/booth-experiments';
import { pageKeyParamSchema } from '../../../schemas/api/booth-operator';
import type { Operation } from '../operation';

const EXPERIMENTS = '/api/booth/operator/pages/{pageKey}/experiments';

/** Experiments and audiences on booth pages and slots (issue 35 item 5, ADR 0056). */
export const boothExperimentOperations: Operation[] = [
  {
    method: 'get',
    path: EXPERIMENTS,
    summary: "The page's experiments with exposures, clicks, CTR and orders per variant (95 % intervals)",
    tag: 'booth operator',
    auth: 'operator',
    params: { pageKey: pageKeyParamSchema },
    result: experimentListSchema,
  },
  {
    method: 'post',
    path: EXPERIMENTS,
    summary:
      'Start an experiment: 2-4 variants (saved versions or one block replaced), a split or audience rules; a change request while approval is on',
    tag: 'booth operator',
    auth: 'operator',
    params: { pageKey: pageKeyParamSchema },
    body: experimentCreateSchema,
    result: experimentViewSchema,
  },
  {
    method: 'post',
    path: `${EXPERIMENTS}/{experimentId}/end`,
    summary: "End an experiment by publishing one variant as the page's next version",
    tag: 'booth operator',
    auth: 'operator',
    params: { pageKey: pageKeyParamSchema, experimentId: experimentIdParamSchema },
    body: experimentEndSchema,
    result: experimentEndAnswerSchema,
  },
];
