/**
 * The server's half of approvals/*.ts (ADR 0063): each endpoint's summary and tag for the document, for
 * maker-checker and the audit log (ADR 0048).
 */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { auditEndpoints } from '../approvals/audit';
import { changeRequestEndpoints } from '../approvals/change-requests';

export const changeRequestDocs: EndpointDocs<typeof changeRequestEndpoints> = {
  list: {
    summary: 'Change requests (newest first), optionally of one state, with their before/after and remarks',
    tag: 'booth operator',
  },
  pendingCount: {
    summary:
      'How many pending, unexpired requests wait for the caller: not their own, of a kind their role may approve',
    tag: 'booth operator',
  },
  withdraw: {
    summary: 'Withdraw a pending change request (its maker only); nothing changes for shoppers',
    tag: 'booth operator',
  },
  detail: { summary: 'One change request', tag: 'booth operator' },
  approve: {
    summary:
      'Approve and apply a change request (never its maker; the approver must be allowed to make the write)',
    tag: 'booth operator',
  },
  reject: {
    summary: 'Reject a change request with a comment; nothing changes for shoppers',
    tag: 'booth operator',
  },
  comment: { summary: 'Add a remark to a change request', tag: 'booth operator' },
};

export const auditDocs: EndpointDocs<typeof auditEndpoints> = {
  list: {
    summary: 'The operator audit log, newest first: by account, entity (or part of the path) and time range',
    tag: 'booth operator',
  },
};

export const changeRequestDocumented = documented(changeRequestEndpoints, changeRequestDocs);
export const auditDocumented = documented(auditEndpoints, auditDocs);
