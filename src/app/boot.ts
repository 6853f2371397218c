import { configureClient } from '../api/client';
import { installAppOpenRedirect } from '../bridge/appOpen';
import { runtimeFlags } from '../bridge/flags';
import { initLang } from '../i18n/lang';
import { shareLangWithServerPages } from '../i18n/langParam';
import { readMallEnv } from '../lib/env';
import { refreshCounts } from '../session/counts';
import { handleNotLoggedIn, startSession } from '../session/startSession';
import { readTimeZoneOffThread } from '../session/timeZoneWorker';
import { setTrackedUser, startTracking } from '../session/tracking';
import { getUserCode } from '../session/userStore';
import { startElderMode } from '../ui/elderMode';
import { loading } from '../ui/loadingStore';
import { syncAppTitleBar } from './appTitleBar';
import { BASENAME } from './router';
import { sendToWaitingRoom } from './waitingRoom';

const API_BASE_PLACEHOLDER = '__MALL_API_BASE__';

/** The API base the server wrote into the page; empty means same origin. */
export function readApiBase(doc: Document = document): string {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="mall-api-base"]')?.content.trim() ?? '';
  return value === API_BASE_PLACEHOLDER ? '' : value.replace(/\/$/, '');
}

/*
 * Start-up runs in stages, each in a task of its own (main.tsx yields between them): one task that did
 * all of it, with the entry's evaluation, was the page's longest (270-310 ms at 4x CPU).
 * Their order is the one boot() had: session, tracker, render, badges.
 */

/** Stage 1, the task after the entry's evaluation (ADR 0080): what the first render reads. */
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
}

/**
 * Stage 2a, a task before the tracker's start: the worker that reads the time zone its events carry
 * (ADR 0079). Its creation (7-21 ms at 4x CPU) with the tracker's start would pass 50 ms in one task.
 */
export function bootTrackingData(): void {
  readTimeZoneOffThread();
}

/**
 * Stage 2, before the first render: the tracker wraps fetch and history first, so the first screen's own
 * reads and its first navigation are recorded as they were when it started in boot().
 */
export function bootTracking(): void {
  startTracking(readMallEnv(), readApiBase());
  setTrackedUser(getUserCode());
}

/** Stage 3, once the first render is under way: the badges, and their refresh when the shopper comes back. */
export function bootBadges(): void {
  // Badges follow the server when the shopper comes back to the page (webview resumed, tab shown).
  void refreshCounts();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshCounts();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void refreshCounts();
  });
}
