import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { currentTracker, entrySource, loginTypeFor, startTracking } from '../session/tracking';
import { eventsOf } from '../tracker/testing/decode';
import { createFakeFetch } from '../tracker/testing/fake-fetch';
import { consentStore } from './consentState';
import { USER_CODE_KEY } from './userStore';

describe('entry source', () => {
  it('keeps the src of the first address for the rest of the visit', () => {
    expect(entrySource('?src=bank-banner&popup=1')).toBe('bank-banner');
    // Later in-app addresses carry no src; the visit's source stays.
    expect(entrySource('')).toBe('bank-banner');
    expect(entrySource('?src=push')).toBe('push');
  });

  it('is null when the shopper came without one', () => {
    expect(entrySource('')).toBeNull();
  });
});

describe('tracking of a signed-in shopper', () => {
  const realFetch = window.fetch;
  const realGlobalFetch = globalThis.fetch;
  afterEach(() => {
    currentTracker()?.stop();
    window.fetch = realFetch;
    globalThis.fetch = realGlobalFetch;
  });

  it('the first event after a full page load carries the user code from session storage and the login type', async () => {
    globalThis.indexedDB = new IDBFactory();
    const net = createFakeFetch();
    window.fetch = net.fetch;
    globalThis.fetch = net.fetch;
    // A reload of a signed-in tab: the user code is in session storage before boot.
    sessionStorage.setItem(USER_CODE_KEY, 'UC-reload');
    const tracker = startTracking('sit', '');
    // Nothing goes out before the startup flow settles consent, then the held events do.
    await tracker.flush();
    expect(net.requests.filter((r) => r.url.includes('/api/trace/'))).toEqual([]);
    consentStore.set('granted');
    await tracker.flush();
    const events = net.requests.filter((r) => r.url.includes('/api/trace/')).flatMap((r) => eventsOf(r));
    const first = events.find((e) => e.eventType === 'ClientStart' || e.eventType === 'PageLoad');
    expect(first).toMatchObject({ isLogin: true, loginId: 'UC-reload', loginType: 'sso' });
    for (const e of events)
      expect(e).toMatchObject({ isLogin: true, loginId: 'UC-reload', loginType: 'sso' });
  });

  it('names bank sign-on sessions sso, and the sample identity of local and dev sample', () => {
    expect(loginTypeFor('pro')).toBe('sso');
    expect(loginTypeFor('sit')).toBe('sso');
    expect(loginTypeFor('local')).toBe('sample');
    expect(loginTypeFor('dev')).toBe('sample');
  });
});
