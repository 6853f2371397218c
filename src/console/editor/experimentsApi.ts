import type * as z from 'zod';
import {
  type ExperimentCreate,
  experimentEndAnswerSchema,
  experimentListSchema,
  experimentViewSchema,
  type VariantKey,
} from '../../../schemas/api/booth-experiments';
import { consoleGet, consoleWrite } from '../api';

/** A page's experiments (issue 35 item 5, ADR 0056): the console's calls. */
const base = (key: string) => `/api/booth/operator/pages/${encodeURIComponent(key)}/experiments`;

export const experimentsApi = {
  list: (key: string) => consoleGet(base(key), undefined, { schema: experimentListSchema, silent: true }),
  /** Throws PendingApproval when maker-checker holds the start back for a second operator. */
  create: (key: string, body: ExperimentCreate) =>
    consoleWrite(base(key), 'POST', body, experimentViewSchema),
  end: (key: string, id: number, promote: VariantKey) =>
    consoleWrite(`${base(key)}/${id}/end`, 'POST', { promote }, experimentEndAnswerSchema),
};

export type ExperimentList = z.infer<typeof experimentListSchema>;
