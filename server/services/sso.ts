import type { AppDeps } from '../config';
import { type CustomerRecord, findCustomerByNo, listCustomers } from '../repos/customers';
import { consumeApproval, findOpenApproval, issueCode, type OpenApproval } from '../repos/sso-approvals';

export type { CustomerRecord } from '../repos/customers';

/** The simulated bank SSO page's use-cases; the page (server/sso) turns their answers into HTML and redirects. */

/** The open approval a state names, or null when unknown, used or expired. */
export const openApproval = (deps: AppDeps, state: string): Promise<OpenApproval | null> =>
  findOpenApproval(deps.db, state, deps.config.clock());

/** The customers the chooser offers. */
export const ssoCustomers = (deps: AppDeps): Promise<CustomerRecord[]> => listCustomers(deps.db);

/** The shopper cancelled: the approval is used up; null when it already was (or never existed). */
export const cancelApproval = (deps: AppDeps, state: string): Promise<OpenApproval | null> =>
  consumeApproval(deps.db, state, deps.config.clock());

export type SignIn =
  | { kind: 'unknown_customer' }
  | { kind: 'expired' }
  | { kind: 'not_sso_user'; cb: string }
  | { kind: 'approved'; cb: string; code: string };

/**
 * The shopper chose a customer: the approval is used up and, for a single-sign-on user, a one-time code
 * issued, in one transaction, so a replayed form gets nothing.
 */
export async function approveSignIn(deps: AppDeps, state: string, customerNo: string): Promise<SignIn> {
  const { db, config } = deps;
  const customer = await findCustomerByNo(db, customerNo);
  if (!customer) return { kind: 'unknown_customer' };
  const now = config.clock();
  return db.transaction(async (tx): Promise<SignIn> => {
    const approval = await consumeApproval(tx, state, now);
    if (!approval) return { kind: 'expired' };
    if (!customer.ssoUser) return { kind: 'not_sso_user', cb: approval.cb };
    const code = await issueCode(tx, customer.id, approval.subChannelNo, now, config.ssoCodeTtlMs);
    return { kind: 'approved', cb: approval.cb, code };
  });
}
