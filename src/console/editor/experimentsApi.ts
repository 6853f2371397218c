import type * as z from 'zod';
import type {
  ExperimentCreate,
  experimentListSchema,
  VariantKey,
} from '../../../schemas/api/booth-experiments';
import {
  boothExperimentCreate,
  boothExperimentEnd,
  boothExperimentList,
} from '../../../schemas/api/endpoints/booth-experiments';
import { consoleCall } from '../api';

/** A page's experiments (ADR 0056): the console's calls of their declarations (ADR 0063). */
export const experimentsApi = {
  list: (pageKey: string) => consoleCall(boothExperimentList, { params: { pageKey } }, { silent: true }),
  /** Throws PendingApproval when maker-checker holds the start back for a second operator. */
  create: (pageKey: string, body: ExperimentCreate) =>
    consoleCall(boothExperimentCreate, { params: { pageKey }, body }),
  end: (pageKey: string, experimentId: number, promote: VariantKey) =>
    consoleCall(boothExperimentEnd, { params: { pageKey, experimentId }, body: { promote } }),
};

export type ExperimentList = z.infer<typeof experimentListSchema>;
