import type { AccountView, OperatorRole } from '../../schemas/api/operator-accounts';
import type { Queryable } from '../db/db';
import { generatePassword, hashPassword } from '../operators/password';
import {
  countActiveAdministrators,
  endAccountSessions,
  findAccount,
  insertAccount,
  listAccounts,
  type OperatorAccount,
  updateAccount,
} from '../repos/operator-accounts';

/** What an account looks like to an administrator: never the hash. */
export const viewOf = (a: OperatorAccount): AccountView => ({
  name: a.name,
  role: a.role,
  disabled: a.disabled,
  createdAt: a.createdAt,
  lastSignInAt: a.lastSignInAt,
  totpEnrolled: a.totpSealed !== null,
});

export type AccountOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'taken' | 'missing' | 'lastAdministrator' };

/** Creates an account; a generated password (when none was given) is answered once and kept nowhere. */
export async function createAccount(
  q: Queryable,
  a: { name: string; role: OperatorRole; password?: string | undefined; now: number },
): Promise<AccountOutcome<{ account: AccountView; generatedPassword?: string }>> {
  const generated = a.password === undefined ? generatePassword() : undefined;
  const passwordHash = await hashPassword(a.password ?? generated ?? '');
  if (!(await insertAccount(q, { name: a.name, passwordHash, role: a.role, now: a.now }))) {
    return { ok: false, reason: 'taken' };
  }
  const made = await findAccount(q, a.name);
  if (!made) return { ok: false, reason: 'missing' };
  return {
    ok: true,
    value: { account: viewOf(made), ...(generated ? { generatedPassword: generated } : {}) },
  };
}

export const accountViews = async (q: Queryable): Promise<AccountView[]> =>
  (await listAccounts(q)).map(viewOf);

/**
 * Changes an account's role or disables it. The last enabled administrator cannot be disabled or demoted,
 * or nobody could manage accounts any more. A disabled account's sessions end at once.
 */
export async function changeAccount(
  q: Queryable,
  name: string,
  patch: { role?: OperatorRole | undefined; disabled?: boolean | undefined },
): Promise<AccountOutcome<AccountView>> {
  const before = await findAccount(q, name);
  if (!before) return { ok: false, reason: 'missing' };
  const losesAdmin =
    before.role === 'administrator' &&
    !before.disabled &&
    ((patch.role !== undefined && patch.role !== 'administrator') || patch.disabled === true);
  if (losesAdmin && (await countActiveAdministrators(q)) <= 1)
    return { ok: false, reason: 'lastAdministrator' };
  const after = await updateAccount(q, name, {
    ...(patch.role ? { role: patch.role } : {}),
    ...(patch.disabled === undefined ? {} : { disabled: patch.disabled }),
  });
  if (!after) return { ok: false, reason: 'missing' };
  if (after.disabled) await endAccountSessions(q, name);
  return { ok: true, value: viewOf(after) };
}

/** Sets a new password (generated when none is given, answered once) and ends the account's sessions. */
export async function resetPassword(
  q: Queryable,
  name: string,
  password: string | undefined,
): Promise<AccountOutcome<{ account: AccountView; generatedPassword?: string }>> {
  const generated = password === undefined ? generatePassword() : undefined;
  const after = await updateAccount(q, name, {
    passwordHash: await hashPassword(password ?? generated ?? ''),
  });
  if (!after) return { ok: false, reason: 'missing' };
  await endAccountSessions(q, name);
  return {
    ok: true,
    value: { account: viewOf(after), ...(generated ? { generatedPassword: generated } : {}) },
  };
}
