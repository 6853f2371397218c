/**
 * The operators' side of personal data rights (ADR 0049): the one declaration of each endpoint (ADR 0063).
 * The customer's own calls (my data, its export as a file, deletion) are still written in
 * server/routes/mlife/privacy.ts and the registry: the export answers a file, which declarations do not say yet.
 */

import { endpoint } from '../endpoint';
import { privacyRequestListQuerySchema, privacyRequestListSchema } from '../privacy';

export const privacyRequestEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/operator/privacy-requests',
    summary: 'Customers’ deletion requests, newest first (auditors, administrators); each read is recorded',
    tag: 'booth operator',
    auth: 'operator',
    query: privacyRequestListQuerySchema,
    result: privacyRequestListSchema,
  }),
};
