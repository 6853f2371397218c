import { hashSecret, newSecret, safeEqual } from '../auth/secrets';
import type { AppDeps } from '../config';
import {
  deleteOperatorSession,
  findOperatorSession,
  insertOperatorSession,
  touchOperatorSession,
} from '../repos/operator-sessions';

/** Logged out after 15 minutes without a request; never longer than 8 hours in all. */
export const CONSOLE_IDLE_MS = 15 * 60 * 1000;
export const CONSOLE_MAX_MS = 8 * 60 * 60 * 1000;

export interface ConsoleSessionView {
  name: string;
  csrfToken: string;
  idleMs: number;
  expiresAt: number;
  serverTime: number;
}

/**
 * Exchanges the operator token for a session: the cookie value (returned once, set HttpOnly by the route)
 * and a CSRF token the console keeps in memory and sends on writes.
 */
export async function signIn(
  deps: AppDeps,
  token: string,
  name: string,
): Promise<{ cookieValue: string; view: ConsoleSessionView } | undefined> {
  if (!safeEqual(token, deps.config.operatorToken)) return undefined;
  const now = deps.config.clock();
  const cookieValue = newSecret(32);
  const csrfToken = newSecret(24);
  const expiresAt = now + CONSOLE_MAX_MS;
  await insertOperatorSession(deps.db, {
    idHash: hashSecret(cookieValue),
    csrfToken,
    operatorName: name,
    now,
    expiresAt,
  });
  deps.config.logger(`console: operator "${name}" signed in`);
  return { cookieValue, view: { name, csrfToken, idleMs: CONSOLE_IDLE_MS, expiresAt, serverTime: now } };
}

/** The live session behind a cookie value, its idle clock restarted; undefined when ended or idle too long. */
export async function liveSession(
  deps: AppDeps,
  cookieValue: string | undefined,
): Promise<ConsoleSessionView | undefined> {
  if (!cookieValue) return undefined;
  const idHash = hashSecret(cookieValue);
  const now = deps.config.clock();
  const s = await findOperatorSession(deps.db, idHash);
  if (!s) return undefined;
  if (s.expiresAt <= now || s.lastSeenAt + CONSOLE_IDLE_MS <= now) {
    await deleteOperatorSession(deps.db, idHash);
    return undefined;
  }
  await touchOperatorSession(deps.db, idHash, now);
  return {
    name: s.operatorName,
    csrfToken: s.csrfToken,
    idleMs: CONSOLE_IDLE_MS,
    expiresAt: s.expiresAt,
    serverTime: now,
  };
}

export async function signOut(deps: AppDeps, cookieValue: string | undefined): Promise<void> {
  if (cookieValue) await deleteOperatorSession(deps.db, hashSecret(cookieValue));
}
