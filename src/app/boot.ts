import { configureClient } from '../api/client';
import { installAppOpenRedirect } from '../bridge/appOpen';
import { runtimeFlags } from '../bridge/flags';
import { initLang } from '../i18n/lang';
import { shareLangWithServerPages } from '../i18n/langParam';
import { readMallEnv } from '../lib/env';
import { handleNotLoggedIn, startSession } from '../session/startSession';
import { getUserCode } from '../session/userStore';
import { startElderMode } from '../ui/elderMode';
import { loading } from '../ui/loadingStore';
import { syncAppTitleBar } from './appTitleBar';
import { refreshCounts } from './counts';
import { BASENAME } from './router';
import { setTrackedUser, startTracking } from './tracking';
import { sendToWaitingRoom } from './waitingRoom';

const API_BASE_PLACEHOLDER = '__MALL_API_BASE__';

/** The API base the server wrote into the page; empty means same origin. */
export function readApiBase(doc: Document = document): string {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="mall-api-base"]')?.content.trim() ?? '';
  return value === API_BASE_PLACEHOLDER ? '' : value.replace(/\/$/, '');
}

/** One-time wiring of the framework-free pieces before the first render. */
export function boot(): void {
  // First: every text after this, including the session dialogs, is in the visit's language.
  initLang();
  shareLangWithServerPages();
  // Before the first render, so the first paint is already in the visit's mode (elder=1, ADR 0043).
  startElderMode();
  const env = readMallEnv();
  configureClient({
    baseUrl: readApiBase(),
    getUserCode,
    onNotLoggedIn: handleNotLoggedIn,
    onBusy: () => sendToWaitingRoom(BASENAME),
    loadingBegin: () => {
      loading.begin();
    },
    loadingEnd: () => loading.end(),
  });
  installAppOpenRedirect({ env, flags: runtimeFlags() });
  // Popup and showtopbar pages draw their own header: the bank app's title bar steps aside (spec §2, §7).
  void syncAppTitleBar(runtimeFlags(), window.location.search);
  // Disclaimer, consent and login (spec §4). First: it strips the SSO return (one-time code,
  // resultCode) from the address before the router or the tracker read it.
  startSession(env);
  startTracking(env, readApiBase());
  setTrackedUser(getUserCode());

  // Badges follow the server when the shopper comes back to the page (webview resumed, tab shown).
  void refreshCounts();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshCounts();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void refreshCounts();
  });
}
