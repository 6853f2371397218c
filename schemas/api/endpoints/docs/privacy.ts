/** The server's half of privacy.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { privacyRequestEndpoints } from '../privacy';

export const privacyRequestDocs: EndpointDocs<typeof privacyRequestEndpoints> = {
  list: {
    summary: 'Customers’ deletion requests, newest first (auditors, administrators); each read is recorded',
    tag: 'booth operator',
  },
};

export const privacyRequestDocumented = documented(privacyRequestEndpoints, privacyRequestDocs);
