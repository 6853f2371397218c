import { loginApproval, loginUserCode } from '../../schemas/api/endpoints/platform/login';
import { DEFAULT_SUB_CHANNEL } from '../../schemas/api/headers';
import type { ApprovalResult, LoginResult } from '../../schemas/api/login';
import { call } from './call';

/** The two calls of the bank single sign-on (spec §4, §7). */

/** Step one: asks the bank where to send the browser; cb is the page to come back to. */
export function requestApproval(
  cb: string,
  subChannelNo: string = DEFAULT_SUB_CHANNEL,
): Promise<ApprovalResult> {
  return call(loginApproval, { body: { cb, subChannelNo } });
}

/** Step two: trades the one-time code from the SSO redirect for the session's user code. */
export function exchangeLoginCode(
  code: string,
  subChannelNo: string = DEFAULT_SUB_CHANNEL,
): Promise<LoginResult> {
  return call(loginUserCode, { body: { code, subChannelNo } });
}
