import * as z from 'zod';
import {
  auditQuerySchema,
  changeRequestCommentSchema,
  changeRequestDecisionSchema,
  changeRequestListQuerySchema,
  changeRequestRejectSchema,
} from '../../../schemas/api/approvals';
import type { Operation } from '../operation';

const id = { id: z.string().check(z.regex(/^\d+$/)) };

/** Maker-checker and the audit log (issue 35, ADR 0048); who may call each is in the operator route table. */
export const approvalOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/operator/change-requests',
    summary: 'Change requests (newest first), optionally of one state, with their before/after and remarks',
    tag: 'booth operator',
    auth: 'operator',
    query: changeRequestListQuerySchema,
  },
  {
    method: 'get',
    path: '/api/operator/change-requests/pending-count',
    summary:
      'How many pending, unexpired requests wait for the caller: not their own, of a kind their role may approve',
    tag: 'booth operator',
    auth: 'operator',
    result: z.object({ pending: z.number() }),
  },
  {
    method: 'post',
    path: '/api/operator/change-requests/{id}/withdraw',
    summary: 'Withdraw a pending change request (its maker only); nothing changes for shoppers',
    tag: 'booth operator',
    auth: 'operator',
    params: id,
  },
  {
    method: 'get',
    path: '/api/operator/change-requests/{id}',
    summary: 'One change request',
    tag: 'booth operator',
    auth: 'operator',
    params: id,
  },
  {
    method: 'post',
    path: '/api/operator/change-requests/{id}/approve',
    summary:
      'Approve and apply a change request (never its maker; the approver must be allowed to make the write)',
    tag: 'booth operator',
    auth: 'operator',
    params: id,
    body: changeRequestDecisionSchema,
  },
  {
    method: 'post',
    path: '/api/operator/change-requests/{id}/reject',
    summary: 'Reject a change request with a comment; nothing changes for shoppers',
    tag: 'booth operator',
    auth: 'operator',
    params: id,
    body: changeRequestRejectSchema,
  },
  {
    method: 'post',
    path: '/api/operator/change-requests/{id}/comments',
    summary: 'Add a remark to a change request',
    tag: 'booth operator',
    auth: 'operator',
    params: id,
    body: changeRequestCommentSchema,
  },
  {
    method: 'get',
    path: '/api/operator/audit',
    summary: 'The operator audit log, newest first: by account, entity (or part of the path) and time range',
    tag: 'booth operator',
    auth: 'operator',
    query: auditQuerySchema,
  },
  {
    method: 'get',
    path: '/api/operator/audit/export',
    summary: 'The operator audit log as CSV (formula-leading cells defused)',
    tag: 'booth operator',
    auth: 'operator',
    query: auditQuerySchema,
    produces: 'text/csv',
  },
];
