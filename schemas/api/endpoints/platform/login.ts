/**
 * The bank single sign-on's two calls, /api/mlife/login (spec §4, §7): public. The one declaration of each
 * endpoint (ADR 0063).
 */
import { endpoint } from '../../endpoint';
import {
  approvalRequestSchema,
  approvalResultSchema,
  loginResultSchema,
  userCodeRequestSchema,
} from '../../login';

const BASE = '/api/mlife/login';

export const loginApproval = endpoint({
  method: 'post',
  path: `${BASE}/approval`,
  auth: 'public',
  body: approvalRequestSchema,
  result: approvalResultSchema,
});

export const loginUserCode = endpoint({
  method: 'post',
  path: `${BASE}/user-code`,
  auth: 'public',
  body: userCodeRequestSchema,
  result: loginResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const loginEndpoints = {
  approval: loginApproval,
  userCode: loginUserCode,
};
