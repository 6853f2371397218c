/**
 * The maker-checker queue, /api/operator/change-requests (ADR 0048): the one declaration of
 * each endpoint (ADR 0063). Who may call each is in server/operators/route-roles.ts.
 */
import { z } from '../../../zod';
import {
  changeRequestApprovedSchema,
  changeRequestCommentSchema,
  changeRequestDecisionSchema,
  changeRequestListQuerySchema,
  changeRequestRejectSchema,
  changeRequestViewSchema,
} from '../../approvals';
import { endpoint } from '../../endpoint';

const BASE = '/api/operator/change-requests';
/** A request's number; the handler also refuses one past a safe integer (404). */
const params = z.object({ id: z.string().check(z.regex(/^\d+$/)) });

export const changeRequestList = endpoint({
  method: 'get',
  path: BASE,
  auth: 'operator',
  query: changeRequestListQuerySchema,
  result: z.array(changeRequestViewSchema),
});

export const changeRequestPendingCount = endpoint({
  method: 'get',
  path: `${BASE}/pending-count`,
  auth: 'operator',
  result: z.object({ pending: z.number() }),
});

export const changeRequestWithdraw = endpoint({
  method: 'post',
  path: `${BASE}/{id}/withdraw`,
  auth: 'operator',
  params,
  result: changeRequestViewSchema,
});

export const changeRequestDetail = endpoint({
  method: 'get',
  path: `${BASE}/{id}`,
  auth: 'operator',
  params,
  result: changeRequestViewSchema,
});

export const changeRequestApprove = endpoint({
  method: 'post',
  path: `${BASE}/{id}/approve`,
  auth: 'operator',
  params,
  body: changeRequestDecisionSchema,
  result: changeRequestApprovedSchema,
});

export const changeRequestReject = endpoint({
  method: 'post',
  path: `${BASE}/{id}/reject`,
  auth: 'operator',
  params,
  body: changeRequestRejectSchema,
  result: changeRequestViewSchema,
});

export const changeRequestComment = endpoint({
  method: 'post',
  path: `${BASE}/{id}/comments`,
  auth: 'operator',
  params,
  body: changeRequestCommentSchema,
  result: changeRequestViewSchema,
});

/** The record of these declarations by name, in the document's order. */
export const changeRequestEndpoints = {
  list: changeRequestList,
  pendingCount: changeRequestPendingCount,
  withdraw: changeRequestWithdraw,
  detail: changeRequestDetail,
  approve: changeRequestApprove,
  reject: changeRequestReject,
  comment: changeRequestComment,
};
