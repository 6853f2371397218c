import type { AuthLicenseStatus } from '../../schemas/api/license';
import type { LoginResult } from '../../schemas/api/login';
import type { LoginReturn } from './loginReturn';

/**
 * Everything the login state machine touches, injected so the machine itself is pure and every branch
 * can be driven by a test with fakes. startSession.ts wires the real bridge, client, dialogs and window.
 */

/** Native storage (the bridge, localStorage in a browser). Never rejects: a failed read is null. */
export interface AsyncKeyValue {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The browser's session storage, where the user code lives (spec §3). */
export type SyncKeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Session storage as the flow needs it: also listed, since a 0003 clears it (spec §8). */
export type SessionArea = SyncKeyValue & Pick<Storage, 'key' | 'length'>;

/** The server calls of the flow; each may reject with an ApiError. */
export interface SessionApi {
  /** The agreement version the server asks for; null or a rejection means it gives none. */
  licenseVersion(): Promise<string | null>;
  /** The version in the SPA's static data file; null when unreadable. */
  staticLicenseVersion(): Promise<string | null>;
  authLicense(): Promise<AuthLicenseStatus>;
  recordLicense(version: string): Promise<void>;
  approval(cb: string): Promise<{ approvalUrl: string }>;
  exchange(code: string): Promise<LoginResult>;
}

/** The dialogs; each resolves when the shopper answers. */
export interface SessionDialogs {
  disclaimer(): Promise<void>;
  /** true when agreed (ticked and agreed, or 'agree authorisation' in the second prompt); false refused. */
  license(): Promise<boolean>;
  notSsoUser(): Promise<void>;
  loginFailed(text: string): Promise<void>;
}

export interface SessionNavigation {
  /** The page's absolute address now. */
  href(): string;
  /** Leaves for another address (the SSO page). */
  assign(url: string): void;
  /** History back, closing the web view at the first page. */
  goBack(): void;
  closeWebView(): void;
}

/** The logged-in customer's info in native storage. */
export interface UserInfoSink {
  save(result: LoginResult): Promise<void>;
  clear(): Promise<void>;
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): void;
}

export interface LoginFlowDeps {
  nativeStorage: AsyncKeyValue;
  sessionStorage: SessionArea;
  api: SessionApi;
  dialogs: SessionDialogs;
  nav: SessionNavigation;
  userInfo: UserInfoSink;
  clock: Clock;
  /** What the address carried back when the page loaded (already removed from the address). */
  loginReturn: LoginReturn | null;
  /**
   * The page was opened with needlogin=1 (spec §2): sign on at arrival even when this tab already has a
   * user code, so the link gets the customer the bank app has now.
   */
  needLogin: boolean;
  /** After a successful login: badges and the like follow the new session. */
  onLoggedIn(): void;
  /** Consent settled (disclaimer and license accepted, or the license refused): collection follows it. */
  onConsent(agreed: boolean): void;
}
