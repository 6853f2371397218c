import type { LoginResult } from '../../schemas/api/login';
import type { ProvinceCode } from '../../schemas/api/regions';
import { createSession } from '../auth/sessions';
import type { AppDeps } from '../config';
import type { Outcome } from '../domain/refusal';
import { sealUserToken } from '../domain/user-token';
import { branchProvinceOf, findCustomerInfoById } from '../repos/customers';
import { consumeCode, createApproval } from '../repos/sso-approvals';

/** Records a sign-on request for an allowed return address; the answer is its state for the SSO page. */
export const startApproval = (deps: AppDeps, cb: string, subChannelNo: string): Promise<string> =>
  createApproval(deps.db, cb, subChannelNo, deps.config.clock(), deps.config.ssoRequestTtlMs);

/** A signed-on customer: the login answer, and the province of their bank branch (ADR 0071) for the cookie. */
export interface SignedOn {
  login: LoginResult;
  region: ProvinceCode | null;
}

/**
 * Exchanges a one-time code for a session. The code is spent even when it turns out expired: the
 * transaction commits that and only then is the exchange refused.
 */
export async function exchangeCode(
  deps: AppDeps,
  input: { code: string; subChannelNo: string },
): Promise<Outcome<SignedOn>> {
  const { db, config } = deps;
  const now = config.clock();
  const outcome = await db.transaction(async (tx) => {
    const used = await consumeCode(tx, input.code, now);
    if (!used.ok) return used;
    const session = await createSession(tx, used.customerId, input.subChannelNo, now, config.sessionTtlMs);
    const customer = await findCustomerInfoById(tx, used.customerId);
    const region = await branchProvinceOf(tx, used.customerId);
    return { ok: true as const, session, userId: customer?.userId ?? '', region };
  });
  if (!outcome.ok) {
    return { ok: false, refusal: outcome.reason === 'expired' ? 'login_code_expired' : 'login_code_invalid' };
  }
  const { userCode, expiresTime } = outcome.session;
  const userToken = sealUserToken({ userId: outcome.userId, expiresTime }, config.userTokenKey);
  return {
    ok: true,
    value: { login: { userId: outcome.userId, userCode, expiresTime, userToken }, region: outcome.region },
  };
}
