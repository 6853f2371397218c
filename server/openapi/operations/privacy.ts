import { deletionRequestSchema, deletionStatusSchema, myDataSchema } from '../../../schemas/api/privacy';
import type { Operation } from '../operation';

/** Personal data rights (issue 33 item 3, ADR 0049): the customer's own calls (the operators' list is declared in schemas/api/endpoints/privacy.ts). */
export const privacyOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/mlife/privacy/my-data',
    summary: 'What the mall holds about the caller: profile (masked), addresses, counts, consent history',
    tag: 'customer',
    auth: 'user',
    result: myDataSchema,
  },
  {
    method: 'get',
    path: '/api/mlife/privacy/my-data/export',
    summary:
      'The caller’s personal data as a JSON file to save (every table’s rows of theirs, secrets left out)',
    tag: 'customer',
    auth: 'user',
    produces: 'attachment',
  },
  {
    method: 'get',
    path: '/api/mlife/privacy/deletion',
    summary: 'The caller’s account deletion request: none, pending (with its due time) or done',
    tag: 'customer',
    auth: 'user',
    result: deletionStatusSchema,
  },
  {
    method: 'post',
    path: '/api/mlife/privacy/deletion',
    summary:
      'Ask for the mall account to be deleted after the cooling-off (ACCOUNT_DELETION_COOLING_DAYS); 409 when one is pending',
    tag: 'customer',
    auth: 'user',
    body: deletionRequestSchema,
    result: deletionStatusSchema,
  },
  {
    method: 'post',
    path: '/api/mlife/privacy/deletion/cancel',
    summary: 'Cancel the pending deletion during its cooling-off; 409 when there is none',
    tag: 'customer',
    auth: 'user',
    result: deletionStatusSchema,
  },
];
