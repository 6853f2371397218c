import { DEFAULT_SUB_CHANNEL } from '../../schemas/api/headers';
import {
  type ApprovalResult,
  approvalResultSchema,
  type LoginResult,
  loginResultSchema,
} from '../../schemas/api/login';
import { post } from './client';

/** The two calls of the bank single sign-on (spec §4, §7). */

/** Step one: asks the bank where to send the browser; cb is the page to come back to. */
export function requestApproval(
  cb: string,
  subChannelNo: string = DEFAULT_SUB_CHANNEL,
): Promise<ApprovalResult> {
  return post('/api/mlife/login/approval', { cb, subChannelNo }, { schema: approvalResultSchema });
}

/** Step two: trades the one-time code from the SSO redirect for the session's user code. */
export function exchangeLoginCode(
  code: string,
  subChannelNo: string = DEFAULT_SUB_CHANNEL,
): Promise<LoginResult> {
  return post('/api/mlife/login/user-code', { code, subChannelNo }, { schema: loginResultSchema });
}
