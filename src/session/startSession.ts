import { isLoginSkipped, type MallEnv } from '../../schemas/api/env';
import { fetchCustomerInfo } from '../api/customer';
import {
  fetchAuthLicense,
  fetchLicenseVersion,
  fetchStaticLicenseVersion,
  setAuthLicense,
} from '../api/license';
import { exchangeLoginCode, requestApproval } from '../api/login';
import { closeWebView } from '../bridge/native';
import { goBack } from '../lib/navigation';
import { readMallQuery, stripParams } from '../lib/query';
import { parseConsent } from './consent';
import { followConsentCookie } from './consentCookie';
import { consentStore } from './consentState';
import { refreshCounts } from './counts';
import { sessionDialogs } from './dialogs';
import { DISCLAIMER_CONFIRMED, DISCLAIMER_KEY, LICENSE_KEY } from './keys';
import { createLoginFlow, type LoginFlow } from './loginFlow';
import { type LoginReturn, loginReturnParams, readLoginReturn } from './loginReturn';
import { nativeStore } from './nativeStore';
import { markSessionSettled } from './overlayGate';
import { bumpSessionEpoch } from './sessionEpoch';
import { clearSessionStorage } from './sessionReset';
import { createUserInfo } from './userInfo';
import { clearUserCode } from './userStore';

let flow: LoginFlow | null = null;
const userInfo = createUserInfo(nativeStore);

/**
 * Reads the login return from the address and removes it at once, with replaceState so the shopper
 * stays on the page they started from. This runs before the router is created, so the router never
 * sees the one-time code, and a reload cannot replay it.
 */
export function captureLoginReturn(win: Window = window): LoginReturn | null {
  const { href, search } = win.location;
  const back = readLoginReturn(search);
  const names = loginReturnParams(search);
  if (names.length > 0) win.history.replaceState(win.history.state, '', stripParams(href, names));
  return back;
}

/** After login: screens and badges load again for the new session; the user info gains the customer's name. */
function afterLogin(): void {
  bumpSessionEpoch();
  void refreshCounts();
  fetchCustomerInfo().then(
    (info) => userInfo.merge({ nickName: info.nickName, mobile: info.mobile }),
    () => {},
  );
}

/**
 * A shopper who confirmed the disclaimer and agreed to a license on this device has consented to
 * collection: tracking is granted at once from that record, not only after the startup checks (300 ms and
 * the license calls later), so the events of a page closed early are kept as they were before the consent gate (ADR 0040).
 * The startup's answer still decides: a newer license refused ends it ('refused'), a revoke stays revoked.
 */
async function provisionalConsent(): Promise<void> {
  try {
    const [disclaimer, license] = await Promise.all([
      nativeStore.get(DISCLAIMER_KEY),
      nativeStore.get(LICENSE_KEY),
    ]);
    if (disclaimer !== DISCLAIMER_CONFIRMED || !parseConsent(license)?.version) return;
    consentStore.set((now) => (now === 'unknown' ? 'granted' : now));
  } catch {
    // Unreadable storage: the startup checks decide, as for a first visit.
  }
}

/**
 * The session's entry point, called once by boot() before the first render. In local and dev the
 * sample user is used and nothing runs (spec §4). Otherwise the startup checks begin 300 ms later.
 */
export function startSession(env: MallEnv, win: Window = window): void {
  if (flow) return;
  followConsentCookie(win.document);
  if (isLoginSkipped(env)) {
    // Nothing to ask: promotional overlays may show at once, and tracking (the sample identity's) runs.
    consentStore.set('granted');
    markSessionSettled();
    return;
  }
  flow = createLoginFlow({
    nativeStorage: nativeStore,
    sessionStorage: win.sessionStorage,
    api: {
      licenseVersion: fetchLicenseVersion,
      staticLicenseVersion: () => fetchStaticLicenseVersion(),
      authLicense: fetchAuthLicense,
      recordLicense: async (version) => {
        await setAuthLicense(0, version);
      },
      approval: (cb) => requestApproval(cb),
      exchange: (code) => exchangeLoginCode(code),
    },
    dialogs: sessionDialogs,
    nav: {
      href: () => win.location.href,
      assign: (url) => win.location.assign(url),
      goBack: () => goBack(() => void closeWebView(), win),
      closeWebView: () => void closeWebView(),
    },
    userInfo,
    clock: { now: () => Date.now(), setTimeout: (fn, ms) => win.setTimeout(fn, ms) },
    loginReturn: captureLoginReturn(win),
    needLogin: readMallQuery(win.location.search).needlogin === true,
    onLoggedIn: afterLogin,
    // After a revoke this page's tracking stays erased, whatever is agreed later (a new page starts it).
    onConsent: (agreed) =>
      consentStore.set((now) => (now === 'revoked' ? now : agreed ? 'granted' : 'refused')),
  });
  void provisionalConsent();
  void userInfo.reload();
  // The app or another web view may have logged in or out meanwhile (spec §4).
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'visible') void userInfo.reload();
  });
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) void userInfo.reload();
  });
  // Until startup has settled, the popup waits (one overlay at a time). A redirect to the SSO page
  // leaves the page, so it settles when the shopper comes back.
  void flow.start().then(
    (outcome) => {
      if (outcome !== 'redirecting') markSessionSettled();
    },
    // A broken check must not keep the page's popup away for good.
    markSessionSettled,
  );
}

/**
 * The client's onNotLoggedIn hook (server code 0003), given the user code the refused request carried;
 * a screen that knows there is no session calls it without either.
 */
export function handleNotLoggedIn(_error?: unknown, sentUserCode?: string | null): void {
  if (flow) void flow.onNotLoggedIn(sentUserCode);
  else clearSessionStorage(window.sessionStorage);
}

/** Whether there is a bank sign-on to switch customer with (not in local and dev, which use the sample user). */
export const canSwitchCustomer = (): boolean => flow !== null;

/** 'Switch customer' (the more menu): drops the session and opens the bank SSO's chooser. */
export function switchCustomer(): void {
  if (flow) void flow.switchCustomer();
}

/**
 * The customer revoked the authorisation (the server has recorded it and ended their sessions): signed
 * out on this page, and the user info gone from the store the screens read.
 */
export async function signOutAfterRevoke(): Promise<void> {
  clearUserCode();
  await userInfo.clear();
}

/** Whether a login is under way (or finished less than 5 s ago). */
export const isLoginInProgress = (): boolean => flow?.isLoginInProgress() ?? false;
