import { vi } from 'vitest';
import type { AuthLicenseStatus } from '../../schemas/api/license';
import type { LoginResult } from '../../schemas/api/login';
import type { LoginFlowDeps } from './flowDeps';
import type { LoginReturn } from './loginReturn';

/**
 * Fakes for the login flow's dependencies (the bridge, the server, the dialogs, the window), with
 * every call recorded. The flow itself is always the real one.
 */
export function flowHarness(
  init: { loginReturn?: LoginReturn | null; native?: Record<string, string>; needLogin?: boolean } = {},
) {
  const native = new Map<string, string>(Object.entries(init.native ?? {}));
  const api = {
    licenseVersion: vi.fn(async (): Promise<string | null> => '1.0.2'),
    staticLicenseVersion: vi.fn(async (): Promise<string | null> => '1.0.2'),
    authLicense: vi.fn(async (): Promise<AuthLicenseStatus> => ({ isAuth: true, licenseVersion: '1.0.2' })),
    recordLicense: vi.fn(async (_version: string): Promise<void> => {}),
    approval: vi.fn(async (_cb: string) => ({ approvalUrl: 'http://mall.test/sso/authorize?state=S1' })),
    exchange: vi.fn(
      async (_code: string): Promise<LoginResult> => ({ userId: 'U1', userCode: 'UC-NEW', expiresTime: 99 }),
    ),
  };
  const dialogs = {
    disclaimer: vi.fn(async (): Promise<void> => {}),
    license: vi.fn(async (): Promise<boolean> => true),
    notSsoUser: vi.fn(async (): Promise<void> => {}),
    loginFailed: vi.fn(async (_text: string): Promise<void> => {}),
  };
  const nav = {
    href: vi.fn(() => 'http://mall.test/mbankmall/order/list?tab=all'),
    assign: vi.fn((_url: string) => {}),
    goBack: vi.fn(() => {}),
    closeWebView: vi.fn(() => {}),
  };
  const userInfo = {
    save: vi.fn(async (_result: LoginResult): Promise<void> => {}),
    clear: vi.fn(async (): Promise<void> => {}),
  };
  const onLoggedIn = vi.fn(() => {});
  const onConsent = vi.fn((_agreed: boolean) => {});
  const deps: LoginFlowDeps = {
    nativeStorage: {
      get: async (key) => native.get(key) ?? null,
      set: async (key, value) => {
        native.set(key, value);
      },
      remove: async (key) => {
        native.delete(key);
      },
    },
    sessionStorage: window.sessionStorage,
    api,
    dialogs,
    nav,
    userInfo,
    // Global timers, so tests drive them with vi.useFakeTimers().
    clock: { now: () => Date.now(), setTimeout: (fn, ms) => void setTimeout(fn, ms) },
    loginReturn: init.loginReturn ?? null,
    needLogin: init.needLogin ?? false,
    onLoggedIn,
    onConsent,
  };
  return { deps, native, api, dialogs, nav, userInfo, onLoggedIn, onConsent };
}

/** A stored consent for the current version. */
export const consentFor = (version: string, time = 1) => JSON.stringify({ version, time });

/** Both startup flags as a returning customer has them. */
export const returningCustomer = (version = '1.0.2'): Record<string, string> => ({
  disclaime: '1',
  userLicense: consentFor(version),
});
