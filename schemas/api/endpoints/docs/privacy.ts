/** The server's half of privacy.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { deletionEndpoints, myDataEndpoints, privacyRequestEndpoints } from '../privacy';

export const myDataDocs: EndpointDocs<typeof myDataEndpoints> = {
  read: {
    summary: 'What the mall holds about the caller: profile (masked), addresses, counts, consent history',
    tag: 'customer',
  },
};

export const deletionDocs: EndpointDocs<typeof deletionEndpoints> = {
  status: {
    summary: 'The caller’s account deletion request: none, pending (with its due time) or done',
    tag: 'customer',
  },
  request: {
    summary:
      'Ask for the mall account to be deleted after the cooling-off (ACCOUNT_DELETION_COOLING_DAYS); 409 when one is pending',
    tag: 'customer',
  },
  cancel: {
    summary: 'Cancel the pending deletion during its cooling-off; 409 when there is none',
    tag: 'customer',
  },
};

export const privacyRequestDocs: EndpointDocs<typeof privacyRequestEndpoints> = {
  list: {
    summary: 'Customers’ deletion requests, newest first (auditors, administrators); each read is recorded',
    tag: 'booth operator',
  },
};

export const privacyRequestDocumented = documented(privacyRequestEndpoints, privacyRequestDocs);
export const myDataDocumented = documented(myDataEndpoints, myDataDocs);
export const deletionDocumented = documented(deletionEndpoints, deletionDocs);
