import { isLoginSkipped, SAMPLE_USER } from '../../schemas/api/env';
import { readMallEnv } from '../lib/env';

/** userCode lives in session storage (spec §3) so a new webview starts without a session. */
export const USER_CODE_KEY = 'userCode';

export function getUserCode(): string | null {
  const stored = sessionStorage.getItem(USER_CODE_KEY);
  if (stored) return stored;
  // Local and dev skip login with a fixed sample identity (spec §4, §6).
  return isLoginSkipped(readMallEnv()) ? SAMPLE_USER.userCode : null;
}

export function setUserCode(code: string): void {
  sessionStorage.setItem(USER_CODE_KEY, code);
}

export function clearUserCode(): void {
  sessionStorage.removeItem(USER_CODE_KEY);
}
