import { isLoginSkipped, type MallEnv } from '../../schemas/api/env';
import { trackerKey } from '../../schemas/tracking/envTag';
import { readMallQuery } from '../lib/query';
import { onServerClockChange } from '../lib/serverClock';
import { createTracker, type Tracker } from '../tracker';
import { consentStore } from './consentState';
import { sessionEpoch } from './sessionEpoch';
import { userInfoStore } from './userInfo';
import { getUserCode } from './userStore';

let tracker: Tracker | undefined;
let loginType = '';

/**
 * The login type on tracking events (spec §3 base fields). The mall is for the bank's single-sign-on
 * users only (spec §1, §6), so every real session is 'sso'; local and dev skip login with a fixed
 * sample identity (spec §4), which is 'sample' so its events never pass for a customer's.
 */
export const loginTypeFor = (env: MallEnv): string => (isLoginSkipped(env) ? 'sample' : 'sso');

/** The entry channel (`src` query parameter) is only on the first address; keep it for the visit. */
const SRC_KEY = 'mall:src';

export function entrySource(search: string = window.location.search): string | null {
  const src = readMallQuery(search).src;
  try {
    if (src) sessionStorage.setItem(SRC_KEY, src.slice(0, 64));
    return sessionStorage.getItem(SRC_KEY);
  } catch {
    return src;
  }
}

/** Starts behaviour tracking once; uploads go to the mall's own ingest (same origin as the API). */
export function startTracking(env: MallEnv, apiBase: string): Tracker {
  if (tracker) return tracker;
  loginType = loginTypeFor(env);
  tracker = createTracker({
    key: trackerKey(env),
    appVersion: '0.1.0',
    host: apiBase,
    debug: env === 'local' || env === 'dev',
    // Which campaign or app entry brought the shopper in, on every event of the visit.
    extras: { src: entrySource() },
    // A signed-in shopper's user code is in session storage already: the first event carries it.
    loginId: getUserCode() ?? '',
    loginType,
    // Nothing leaves the device before the disclaimer and license are accepted.
    consent: consentStore.get() === 'granted' ? 'granted' : 'pending',
  });
  // Before start, so the first event carries the session info's user token too (spec §3).
  setTrackedUser(getUserCode());
  tracker.start();
  const started = tracker;
  const followConsent = (): void => {
    const state = consentStore.get();
    if (state === 'granted' || state === 'refused') started.setConsent(state);
  };
  consentStore.subscribe(followConsent);
  followConsent();
  onServerClockChange((offset) => started.setServerTimeOffset(offset));
  // Follow logins and logouts: the login flow bumps the epoch and sets or clears the user info
  // after it wrote the user code to session storage, which is what the API client sends too.
  const followUser = (): void => setTrackedUser(getUserCode());
  sessionEpoch.subscribe(followUser);
  userInfoStore.subscribe(followUser);
  followUser();
  return tracker;
}

/** Who the events belong to: set after login, cleared when the session ends. */
export function setTrackedUser(userCode: string | null): void {
  tracker?.setUser(userCode, userCode ? loginType : undefined, tokenOf());
}

/** The session info's encrypted user token (spec §3); the tracker drops it while nobody is signed in. */
const tokenOf = (): string | undefined => userInfoStore.get()?.userToken;

export const currentTracker = (): Tracker | undefined => tracker;

/** A revoked authorisation: tracking stops for this page's life and its stores on the device are deleted. */
export function eraseTracking(): Promise<void> {
  consentStore.set('revoked');
  return tracker?.erase() ?? Promise.resolve();
}
