import { ApprovalRespCode } from '../../schemas/api/login';
import { ApiError, isApiError } from '../api/errors';
import { withLangParam } from '../i18n/langParam';
import { LOGIN_FLAG_RESET_MS, STARTUP_DELAY_MS } from '../lib/constants';
import { stripParams } from '../lib/query';
import { parseConsent, serializeConsent } from './consent';
import type { LoginFlowDeps } from './flowDeps';
import { DISCLAIMER_CONFIRMED, DISCLAIMER_KEY, LICENSE_KEY, PENDING_LICENSE_KEY } from './keys';
import { type LoginReturn, loginReturnParams } from './loginReturn';
import { clearSessionStorage } from './sessionReset';
import { DEFAULT_LOGIN_ERROR_CODE, loginFailureText } from './texts';
import { USER_CODE_KEY } from './userStore';

/**
 * How a run of the flow ended:
 * 'logged-in'    a user code is in session storage;
 * 'redirecting'  sent to the bank's SSO page;
 * 'refused'      the license was refused and the page went back;
 * 'closed'       the SSO was cancelled (1002) and the web view closed;
 * 'not-sso-user' the 1003 message was shown and the page went back;
 * 'failed'       the login failure dialog was shown and the page went back;
 * 'deferred'     a 0003 during startup: startup logs in once consent is settled;
 * 'queued'       a 0003 while a login is under way: it logs in again once the in-progress flag resets;
 * 'ignored'      a 0003 answering a session already replaced, or a second start.
 */
export type SessionOutcome =
  | 'logged-in'
  | 'redirecting'
  | 'refused'
  | 'closed'
  | 'not-sso-user'
  | 'failed'
  | 'deferred'
  | 'queued'
  | 'ignored';

export interface LoginFlow {
  /** Startup (spec §4): after 300 ms, disclaimer, consent, then step two. Runs once. */
  start(): Promise<SessionOutcome>;
  /**
   * Server code 0003 (spec §8): clear session storage and log in again; during a login, once its
   * in-progress flag resets. `sentUserCode` is the user code the refused request carried (by default
   * the current one).
   */
  onNotLoggedIn(sentUserCode?: string | null): Promise<SessionOutcome>;
  /**
   * The shopper asked to be someone else: the session is dropped and the bank's SSO page opens with
   * its chooser (switch=1) instead of approving the customer the bank app remembers.
   */
  switchCustomer(): Promise<SessionOutcome>;
  isLoginInProgress(): boolean;
}

/** The SSO page's own parameter: show the customer chooser even when a customer is remembered. */
export const SSO_SWITCH_PARAM = 'switch';

function withSwitchParam(approvalUrl: string, base: string): string {
  const url = new URL(approvalUrl, base);
  url.searchParams.set(SSO_SWITCH_PARAM, '1');
  return url.href;
}

const quietly = <T>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);

export function createLoginFlow(deps: LoginFlowDeps): LoginFlow {
  const { nativeStorage, sessionStorage, api, dialogs, nav, userInfo, clock } = deps;
  let phase: 'idle' | 'starting' | 'done' = 'idle';
  let loginInProgress = false;
  /** A 0003 arrived before startup finished: startup must log in even when step two found a user code. */
  let loginWanted = false;
  let pendingReturn = deps.loginReturn;

  // Adopted at once, not after the startup delay, so the page's first requests already carry it.
  if (pendingReturn?.resultCode) sessionStorage.setItem(USER_CODE_KEY, pendingReturn.resultCode);

  const userCode = (): string | null => sessionStorage.getItem(USER_CODE_KEY) || null;

  /**
   * The request a 0003 refused carried a session that has been replaced since (or none, and one exists
   * now): it says nothing about the current session, and acting on it would sign on again in a loop.
   */
  const answersOldSession = (sent: string | null): boolean => {
    const current = userCode();
    return current !== null && sent !== current;
  };

  /** User codes carried by the requests refused with 0003 while a login was under way. */
  const heldNotLoggedIn = new Set<string | null>();

  const releaseLoginFlagLater = () =>
    clock.setTimeout(() => {
      loginInProgress = false;
      // A 0003 held back during the login starts the next one now, unless it answered the old session.
      const due = [...heldNotLoggedIn].some((sent) => !answersOldSession(sent));
      heldNotLoggedIn.clear();
      if (due) void onNotLoggedIn();
    }, LOGIN_FLAG_RESET_MS);

  async function confirmDisclaimer(): Promise<void> {
    if ((await nativeStorage.get(DISCLAIMER_KEY)) === DISCLAIMER_CONFIRMED) return;
    await dialogs.disclaimer();
    await nativeStorage.set(DISCLAIMER_KEY, DISCLAIMER_CONFIRMED);
  }

  /** Records an agreement made before there was a session; kept for the next login if that fails. */
  async function recordPendingLicense(): Promise<void> {
    const version = sessionStorage.getItem(PENDING_LICENSE_KEY);
    if (!version || !userCode()) return;
    try {
      await api.recordLicense(version);
      sessionStorage.removeItem(PENDING_LICENSE_KEY);
    } catch {
      // Left pending: the next successful login records it.
    }
  }

  /** The license dialog; agreement is stored, then recorded on the server (spec §4 License). */
  async function askLicense(version: string | null): Promise<boolean> {
    if (!(await dialogs.license())) {
      nav.goBack();
      return false;
    }
    const agreed = version ?? '';
    await nativeStorage.set(LICENSE_KEY, serializeConsent({ version: agreed, time: clock.now() }));
    // The server rejects an empty version; with none known the next start compares again and asks.
    if (agreed) {
      sessionStorage.setItem(PENDING_LICENSE_KEY, agreed);
      await recordPendingLicense();
    }
    return true;
  }

  /** Spec §4 Login flow: consent stored and current, else the license dialog. true means go on. */
  async function ensureConsent(): Promise<boolean> {
    const agreed = await checkConsent();
    // The tracker holds everything until this answer.
    deps.onConsent(agreed);
    return agreed;
  }

  async function checkConsent(): Promise<boolean> {
    const stored = parseConsent(await nativeStorage.get(LICENSE_KEY));
    const serverVersion = (await quietly(api.licenseVersion())) || null;
    const staticVersion = async () => (await quietly(api.staticLicenseVersion())) || null;
    if (!stored) return askLicense(serverVersion ?? (await staticVersion()));
    if (serverVersion) return stored.version === serverVersion || askLicense(serverVersion);

    // The server gives no version: ask it whether this customer authorised. That needs a session;
    // without one (or when the question fails) the static data file is the version to compare with.
    const fileVersion = await staticVersion();
    const status = userCode() ? await quietly(api.authLicense()) : undefined;
    if (status) {
      const current = status.isAuth && status.licenseVersion === stored.version;
      return current || askLicense(fileVersion ?? stored.version);
    }
    return fileVersion === null || fileVersion === stored.version || askLicense(fileVersion);
  }

  async function fail(error: unknown): Promise<SessionOutcome> {
    const code = isApiError(error) ? error.serverCode : '';
    const text = isApiError(error) ? error.statusText : '';
    await dialogs.loginFailed(loginFailureText(code, text));
    nav.goBack();
    return 'failed';
  }

  /**
   * Approval and redirect to the SSO page. The caller has raised the in-progress flag. `chooser`
   * asks the SSO for its customer chooser even when it remembers one (switching customer).
   */
  async function redirectToSso(chooser = false): Promise<SessionOutcome> {
    loginWanted = false;
    try {
      const href = nav.href();
      const cb = stripParams(href, loginReturnParams(new URL(href).search));
      const { approvalUrl } = await api.approval(cb);
      if (!approvalUrl) {
        throw new ApiError({
          status: 200,
          statusText: 'no approval address',
          serverCode: DEFAULT_LOGIN_ERROR_CODE,
        });
      }
      // The flag stays up: the page is leaving, and calls answering 0003 meanwhile must not log in again.
      // The SSO page speaks the visit's language, also when ?lang= forced one the browser does not send.
      nav.assign(withLangParam(chooser ? withSwitchParam(approvalUrl, href) : approvalUrl));
      return 'redirecting';
    } catch (error) {
      releaseLoginFlagLater();
      return fail(error);
    }
  }

  async function login(): Promise<SessionOutcome> {
    if (loginInProgress) return 'ignored';
    loginInProgress = true;
    return redirectToSso();
  }

  async function exchange(code: string | null): Promise<SessionOutcome> {
    if (!code) return fail(new ApiError({ status: 200, statusText: 'no login code' }));
    loginInProgress = true;
    try {
      const result = await api.exchange(code);
      sessionStorage.setItem(USER_CODE_KEY, result.userCode);
      await userInfo.save(result);
    } catch (error) {
      releaseLoginFlagLater();
      return fail(error);
    }
    releaseLoginFlagLater();
    await recordPendingLicense();
    deps.onLoggedIn();
    return 'logged-in';
  }

  /** Back from the SSO page: spec §8 approval codes. */
  async function completeLogin(back: LoginReturn): Promise<SessionOutcome> {
    switch (back.respCode) {
      case ApprovalRespCode.success:
        return exchange(back.code);
      case ApprovalRespCode.cancelled:
        sessionStorage.removeItem(USER_CODE_KEY);
        await userInfo.clear();
        nav.closeWebView();
        return 'closed';
      case ApprovalRespCode.notSsoUser:
        await dialogs.notSsoUser();
        nav.goBack();
        return 'not-sso-user';
      default:
        return fail(new ApiError({ status: 200, statusText: back.respMsg, serverCode: back.respCode ?? '' }));
    }
  }

  /**
   * Spec §4 Step two: the user code from session storage or resultCode, else log in, on every page
   * (ADR 0004, revised). When the bank app already has a session the SSO approves at once, so the
   * shopper only sees the round trip.
   */
  async function stepTwo(): Promise<SessionOutcome> {
    const back = pendingReturn;
    pendingReturn = null;
    if (back?.respCode) return completeLogin(back);
    // needlogin=1 asks for a sign-on on arrival; a return from the SSO (which keeps the page's address,
    // needlogin included) is that sign-on, so it is not asked again.
    const forced = deps.needLogin && back === null;
    if (userCode() && !forced) {
      await recordPendingLicense();
      return 'logged-in';
    }
    return login();
  }

  async function start(): Promise<SessionOutcome> {
    if (phase !== 'idle') return 'ignored';
    phase = 'starting';
    await new Promise<void>((resolve) => clock.setTimeout(resolve, STARTUP_DELAY_MS));
    try {
      await confirmDisclaimer();
      if (!(await ensureConsent())) return 'refused';
      const outcome = await stepTwo();
      // A 0003 may have cleared the user code after step two read it.
      if (outcome === 'logged-in' && loginWanted && !userCode()) return login();
      return outcome;
    } finally {
      phase = 'done';
    }
  }

  async function onNotLoggedIn(sentUserCode: string | null = userCode()): Promise<SessionOutcome> {
    // Clearing for a request sent before the new session existed would throw the fresh user code away.
    if (answersOldSession(sentUserCode)) return 'ignored';
    // Spec §8 starts a login "unless already in progress": this one waits for the flag (5 s after the
    // exchange) and is then judged again, so a session that really ended is not left signed out.
    if (loginInProgress) {
      heldNotLoggedIn.add(sentUserCode);
      return 'queued';
    }
    clearSessionStorage(sessionStorage);
    if (phase !== 'done') {
      loginWanted = true;
      await userInfo.clear();
      return 'deferred';
    }
    // Claimed before the first await so calls failing together start one login.
    loginInProgress = true;
    await userInfo.clear();
    // Consent comes before any login, also for a shopper who refused it earlier.
    if (!(await ensureConsent())) {
      loginInProgress = false;
      return 'refused';
    }
    return redirectToSso();
  }

  let switching = false;

  async function switchCustomer(): Promise<SessionOutcome> {
    // The shopper's own request, so the 5 s after a sign-on do not hold it back; only a second tap does.
    if (switching) return 'ignored';
    switching = true;
    loginInProgress = true;
    sessionStorage.removeItem(USER_CODE_KEY);
    await userInfo.clear();
    const outcome = await redirectToSso(true);
    if (outcome !== 'redirecting') switching = false;
    return outcome;
  }

  return { start, onNotLoggedIn, switchCustomer, isLoginInProgress: () => loginInProgress };
}
