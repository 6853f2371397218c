/**
 * The operators' side of personal data rights (ADR 0049): the one declaration of each endpoint (ADR 0063).
 * The customer's own calls (my data, its export as a file, deletion) are still written in
 * server/routes/mlife/privacy.ts and the registry: the export answers a file, which declarations do not say yet.
 */

import { endpoint } from '../endpoint';
import { privacyRequestListQuerySchema, privacyRequestListSchema } from '../privacy';

export const privacyRequestList = endpoint({
  method: 'get',
  path: '/api/operator/privacy-requests',
  auth: 'operator',
  query: privacyRequestListQuerySchema,
  result: privacyRequestListSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const privacyRequestEndpoints = {
  list: privacyRequestList,
};
