import type { LoginResult } from '../../schemas/api/login';
import { createSession } from '../auth/sessions';
import type { AppDeps } from '../config';
import type { Outcome } from '../domain/refusal';
import { findCustomerInfoById } from '../repos/customers';
import { consumeCode, createApproval } from '../repos/sso-approvals';

/** Records a sign-on request for an allowed return address; the answer is its state for the SSO page. */
export const startApproval = (deps: AppDeps, cb: string, subChannelNo: string): Promise<string> =>
  createApproval(deps.db, cb, subChannelNo, deps.config.clock(), deps.config.ssoRequestTtlMs);

/**
 * Exchanges a one-time code for a session. The code is spent even when it turns out expired: the
 * transaction commits that and only then is the exchange refused.
 */
export async function exchangeCode(
  deps: AppDeps,
  input: { code: string; subChannelNo: string },
): Promise<Outcome<LoginResult>> {
  const { db, config } = deps;
  const now = config.clock();
  const outcome = await db.transaction(async (tx) => {
    const used = await consumeCode(tx, input.code, now);
    if (!used.ok) return used;
    const session = await createSession(tx, used.customerId, input.subChannelNo, now, config.sessionTtlMs);
    const customer = await findCustomerInfoById(tx, used.customerId);
    return { ok: true as const, session, userId: customer?.userId ?? '' };
  });
  if (!outcome.ok) {
    return { ok: false, refusal: outcome.reason === 'expired' ? 'login_code_expired' : 'login_code_invalid' };
  }
  return { ok: true, value: { userId: outcome.userId, ...outcome.session } };
}
