import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { hashSecret, newSecret, safeEqual } from '../auth/secrets';
import type { AppDeps } from '../config';
import { DUMMY_HASH, verifyPassword } from '../operators/password';
import {
  clearSignInFailures,
  findAccount,
  lockingFailures,
  markSignedIn,
  recordSignInFailure,
} from '../repos/operator-accounts';
import {
  deleteOperatorSession,
  findOperatorSession,
  insertOperatorSession,
  touchOperatorSession,
} from '../repos/operator-sessions';
import { signInCodeOk } from './operator-totp';

/** Logged out after 15 minutes without a request; never longer than 8 hours in all. */
export const CONSOLE_IDLE_MS = 15 * 60 * 1000;
export const CONSOLE_MAX_MS = 8 * 60 * 60 * 1000;

/**
 * Failed sign-ins are counted over this window: 5 for one account name (a guess at one person's password),
 * 20 from one address (one machine trying many names); past either, sign-in is refused until the window
 * has moved on, whatever the password.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** The audit name of the shared token's service account. */
export const TOKEN_ACCOUNT = 'api';

export interface ConsoleSessionView {
  name: string;
  role: OperatorRole;
  csrfToken: string;
  idleMs: number;
  expiresAt: number;
  serverTime: number;
}

export type SignInResult =
  | { ok: true; cookieValue: string; view: ConsoleSessionView }
  | { ok: false; reason: 'wrong' }
  /** The password was right; the account has two-step sign-in and no code came (nothing counted). */
  | { ok: false; reason: 'totpRequired' }
  | { ok: false; reason: 'throttled'; retryAfterMs: number };

export const tokenEnabled = (deps: AppDeps): boolean => deps.config.operatorTokenEnabled !== false;
export const tokenRole = (deps: AppDeps): OperatorRole => deps.config.operatorTokenRole ?? 'administrator';

/** True when the presented value is the shared token and the token is on. */
export const isOperatorToken = (deps: AppDeps, presented: string): boolean =>
  tokenEnabled(deps) && presented.length > 0 && safeEqual(presented, deps.config.operatorToken);

async function openSession(
  deps: AppDeps,
  s: { label: string; accountName: string | null; role: OperatorRole; now: number },
): Promise<{ cookieValue: string; view: ConsoleSessionView }> {
  const cookieValue = newSecret(32);
  const csrfToken = newSecret(24);
  const expiresAt = s.now + CONSOLE_MAX_MS;
  await insertOperatorSession(deps.db, {
    idHash: hashSecret(cookieValue),
    csrfToken,
    operatorName: s.label,
    accountName: s.accountName,
    now: s.now,
    expiresAt,
  });
  return {
    cookieValue,
    view: { name: s.label, role: s.role, csrfToken, idleMs: CONSOLE_IDLE_MS, expiresAt, serverTime: s.now },
  };
}

/**
 * How long sign-in stays locked for this name and address at `now` (0 when open): past
 * MAX_FAILURES_PER_ACCOUNT failures of the name or MAX_FAILURES_PER_ADDRESS from the address in the window,
 * until enough of them have left it. A null name judges the address alone (the shared token's header).
 */
export async function signInLockedMs(
  deps: AppDeps,
  who: { name: string | null; address: string },
  now: number,
): Promise<number> {
  const locking = await lockingFailures(deps.db, {
    ...who,
    since: now - SIGN_IN_WINDOW_MS,
    maxByName: MAX_FAILURES_PER_ACCOUNT,
    maxByAddress: MAX_FAILURES_PER_ADDRESS,
  });
  const locks = [locking.byName, locking.byAddress].filter((at): at is number => at !== null);
  if (locks.length === 0) return 0;
  return Math.max(0, Math.max(...locks) + SIGN_IN_WINDOW_MS - now);
}

/**
 * A wrong x-operator-token: counted against the address like a failed sign-in (25 wrong tokens in
 * a row locked nothing), and logged with the address only — never what was presented.
 */
export async function recordTokenFailure(deps: AppDeps, address: string): Promise<void> {
  const now = deps.config.clock();
  await recordSignInFailure(deps.db, { name: TOKEN_ACCOUNT, address, now, keepMs: SIGN_IN_WINDOW_MS });
  deps.config.logger(`console: wrong operator token from ${address}`, 'warn');
}

/**
 * Signs a person in with their account name and password, or (for the scripts and tests that sign in the
 * console with it) the shared token in place of a password: that session is the token's service account
 * named by the typed label, which may not be an existing account's name (no one signs as a person with
 * the token). Failures are throttled per name and per address and
 * logged with the name and address only.
 */
export async function signIn(
  deps: AppDeps,
  req: { name: string; secret: string; address: string; totpCode?: string | undefined },
): Promise<SignInResult> {
  const now = deps.config.clock();
  const lockedMs = await signInLockedMs(deps, { name: req.name, address: req.address }, now);
  if (lockedMs > 0) {
    deps.config.logger(
      `console: sign-in for "${req.name}" from ${req.address} refused: locked for ${Math.ceil(lockedMs / 1000)} s`,
      'warn',
    );
    return { ok: false, reason: 'throttled', retryAfterMs: lockedMs };
  }
  const account = await findAccount(deps.db, req.name);
  // A missing account costs the same scrypt time as a wrong password, so names cannot be probed by timing.
  const passwordOk = await verifyPassword(req.secret, account?.passwordHash ?? DUMMY_HASH);
  const twoStep = account !== undefined && account.totpSealed !== null;
  // Asked for only once the password is right, so the first try of an enrolled operator is not a failure.
  if (account && passwordOk && !account.disabled && twoStep && req.totpCode === undefined) {
    return { ok: false, reason: 'totpRequired' };
  }
  const codeOk =
    account && passwordOk && !account.disabled
      ? await signInCodeOk(deps, account, req.totpCode ?? '')
      : false;
  if (account && passwordOk && !account.disabled && codeOk) {
    await markSignedIn(deps.db, account.name, now);
    await clearSignInFailures(deps.db, account.name);
    deps.config.logger(`console: operator account "${account.name}" (${account.role}) signed in`);
    return {
      ok: true,
      ...(await openSession(deps, {
        label: account.name,
        accountName: account.name,
        role: account.role,
        now,
      })),
    };
  }
  if (!account && isOperatorToken(deps, req.secret)) {
    const label = req.name;
    deps.config.logger(`console: "${label}" signed in with the shared operator token`);
    return {
      ok: true,
      ...(await openSession(deps, { label, accountName: null, role: tokenRole(deps), now })),
    };
  }
  await recordSignInFailure(deps.db, {
    name: req.name,
    address: req.address,
    now,
    keepMs: SIGN_IN_WINDOW_MS,
  });
  const why = !account
    ? 'no such account'
    : account.disabled
      ? 'account disabled'
      : passwordOk
        ? 'wrong or used two-step code'
        : 'wrong password';
  deps.config.logger(`console: sign-in for "${req.name}" from ${req.address} refused (${why})`, 'warn');
  return { ok: false, reason: 'wrong' };
}

/**
 * The live session behind a cookie value, its idle clock restarted; undefined when ended, idle too long,
 * its account disabled or gone, or (a token session) the token turned off. The role is read from the
 * account on every request, so a change of role takes effect at once.
 */
export async function liveSession(
  deps: AppDeps,
  cookieValue: string | undefined,
): Promise<ConsoleSessionView | undefined> {
  if (!cookieValue) return undefined;
  const idHash = hashSecret(cookieValue);
  const now = deps.config.clock();
  const s = await findOperatorSession(deps.db, idHash);
  if (!s) return undefined;
  const account = s.accountName === null ? undefined : await findAccount(deps.db, s.accountName);
  const role = s.accountName === null ? (tokenEnabled(deps) ? tokenRole(deps) : undefined) : account?.role;
  const ended = s.expiresAt <= now || s.lastSeenAt + CONSOLE_IDLE_MS <= now;
  if (ended || role === undefined || account?.disabled) {
    await deleteOperatorSession(deps.db, idHash);
    return undefined;
  }
  await touchOperatorSession(deps.db, idHash, now);
  return {
    name: s.operatorName,
    role,
    csrfToken: s.csrfToken,
    idleMs: CONSOLE_IDLE_MS,
    expiresAt: s.expiresAt,
    serverTime: now,
  };
}

export async function signOut(deps: AppDeps, cookieValue: string | undefined): Promise<void> {
  if (cookieValue) await deleteOperatorSession(deps.db, hashSecret(cookieValue));
}
