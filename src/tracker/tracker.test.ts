import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeUpload, uploadBodySchema } from '../../schemas/tracking/upload';
import { eventsOf } from './testing/decode';
import { createFakeFetch } from './testing/fake-fetch';
import { createTracker, type Tracker } from './tracker';

describe('createTracker (public API, end to end in the DOM)', () => {
  let t: Tracker | undefined;
  const realFetch = window.fetch;
  const realGlobalFetch = globalThis.fetch;

  function network() {
    const net = createFakeFetch();
    window.fetch = net.fetch;
    globalThis.fetch = net.fetch;
    return net;
  }

  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    history.replaceState(null, '', '/mbankmall/index?utm_source=push');
  });
  afterEach(() => {
    t?.stop();
    window.fetch = realFetch;
    globalThis.fetch = realGlobalFetch;
  });

  it('records page, api and custom events, uploads them in the wire format the ingest validates', async () => {
    const net = network();
    t = createTracker({ key: 'mallUAT', appVersion: '1.2.3', batch: { size: 50, interval: 60_000 } });
    t.start();
    t.setUser('U42', 'sso');
    t.setServerTimeOffset(-250);
    await window.fetch('/api/cart/count', { headers: { bizLine: 'tu' } });
    history.pushState(null, '', '/mbankmall/shoppingCart');
    await new Promise((r) => setTimeout(r, 0));
    await t.flush();

    const uploads = net.requests.filter((r) => r.url.includes('/api/trace/'));
    const apiCall = net.requests.find((r) => r.url.endsWith('/api/cart/count'));
    expect(apiCall?.headers.get('traceparent')).toMatch(/^00-/);
    // The SDK's own uploads are never traced.
    for (const u of uploads) expect(u.headers.has('traceparent')).toBe(false);

    const events = uploads.flatMap((u) => {
      const parsed = uploadBodySchema.safeParse(JSON.parse(JSON.stringify(eventsOf(u))));
      expect(parsed.success, JSON.stringify(parsed.error?.issues?.slice(0, 3))).toBe(true);
      return parsed.success ? normalizeUpload(parsed.data).events : [];
    });
    const types = events.map((e) => e.eventType);
    expect(types).toEqual(expect.arrayContaining(['ClientStart', 'PageExit', 'PageLoad', 'ApiInvoke']));
    expect(types.filter((x) => x === 'ApiInvoke')).toHaveLength(1); // uploads were not timed
    const load = events.find((e) => e.eventType === 'PageLoad');
    expect(load).toMatchObject({ loginId: 'U42', isLogin: true, timeOffset: -250, appVersion: '1.2.3' });
    expect(load?.behavior).toMatchObject({ campaign: { utm_source: 'push' } });
    const seqs = events.filter((e) => e.channel === 'normal').map((e) => e.sequence);
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('the session start names the bundle that runs the page, as the ingest reads it', async () => {
    vi.stubEnv('MALL_BUNDLE', 'legacy');
    try {
      const net = network();
      t = createTracker({ key: 'mallUAT', appVersion: '1.2.3', batch: { size: 50, interval: 60_000 } });
      t.start();
      await t.flush();
      const events = net.requests
        .filter((r) => r.url.includes('/api/trace/'))
        .flatMap(
          (u) => normalizeUpload(uploadBodySchema.parse(JSON.parse(JSON.stringify(eventsOf(u))))).events,
        );
      const start = events.find((e) => e.eventType === 'ClientStart');
      expect(start?.eventType === 'ClientStart' && start.data.bundle).toBe('legacy');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('events cached by a page closed before its flush are delivered at the next start', async () => {
    const down = createFakeFetch(() => 'network-error');
    window.fetch = down.fetch;
    globalThis.fetch = down.fetch;
    const first = createTracker({ key: 'mallDEV', batch: { interval: 60_000 } });
    first.start();
    await first.flush();
    first.stop(); // the page is gone
    expect(down.requests.length).toBeGreaterThan(0);

    const net = network();
    t = createTracker({ key: 'mallDEV', batch: { interval: 60_000 } });
    t.start();
    await t.flush();
    const all = net.requests.flatMap((r) => eventsOf(r));
    expect(all.map((e) => e.eventType)).toContain('ClientStart');
  });

  it('setUser(null) logs out; stop() restores fetch and history', () => {
    network();
    const beforeFetch = window.fetch;
    const beforePush = history.pushState;
    t = createTracker({ key: 'mallDEV' });
    t.start();
    expect(window.fetch).not.toBe(beforeFetch);
    t.setUser(null);
    t.stop();
    expect(window.fetch).toBe(beforeFetch);
    expect(history.pushState).toBe(beforePush);
  });

  it('keeps its data under the three localStorage keys of spec §9: session, visitor id and the stored-data object', async () => {
    // What an older version left under its own keys moves into the stored-data object.
    localStorage.setItem('mbm_trk_dropped', JSON.stringify({ cacheLimit: 2 }));
    network();
    t = createTracker({ key: 'mallDEV', batch: { interval: 60_000 } });
    t.start();
    t.setUser('U7', 'sso');
    t.track('WebStay', { viewDuration: 1, viewportHeight: 800, viewportWidth: 400, viewportPosition: 0 });
    window.dispatchEvent(new Event('pagehide')); // journals the closing events, records the keep-alive
    await t.flush();
    const keys = Object.keys(localStorage).filter((k) => k.startsWith('mbm_trk_'));
    expect(keys.sort()).toEqual(['mbm_trk_data', 'mbm_trk_session', 'mbm_trk_visitor']);
    const data = JSON.parse(localStorage.getItem('mbm_trk_data') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['pendingExit', 'pendingClose', 'sent']));
    expect(data.dropped).toBeDefined();
  });

  it('a signed-out user has no login type; a signed-in one keeps the type it was given', async () => {
    const net = network();
    t = createTracker({ key: 'mallDEV', batch: { interval: 60_000 }, loginId: 'U1', loginType: 'sso' });
    t.start();
    t.setUser(null);
    t.track('WebStay', { viewDuration: 1, viewportHeight: 800, viewportWidth: 400, viewportPosition: 0 });
    t.setUser('U2');
    t.track('WebStay', { viewDuration: 2, viewportHeight: 800, viewportWidth: 400, viewportPosition: 0 });
    await t.flush();
    const events = net.requests.flatMap((r) => eventsOf(r));
    const users = events.map((e) => [e.eventType, e.isLogin, e.loginId, e.loginType]);
    expect(users).toEqual([
      ['ClientStart', true, 'U1', 'sso'],
      ['WebStay', false, '', ''],
      ['WebStay', true, 'U2', 'sso'],
    ]);
  });

  it('carries the session info’s encrypted user token (spec §3) while its user is signed in, as given', async () => {
    const net = network();
    t = createTracker({
      key: 'mallDEV',
      batch: { interval: 60_000 },
      loginId: 'U1',
      loginType: 'sso',
    });
    // Given before start: the first event carries it too.
    t.setUser('U1', 'sso', 'sealed-1');
    t.start();
    t.setUser('U2', 'sso', 'sealed-2');
    t.track('WebStay', { viewDuration: 1, viewportHeight: 800, viewportWidth: 400, viewportPosition: 0 });
    t.setUser(null);
    t.track('WebStay', { viewDuration: 2, viewportHeight: 800, viewportWidth: 400, viewportPosition: 0 });
    await t.flush();
    const events = net.requests.flatMap((r) => eventsOf(r));
    expect(events.map((e) => [e.eventType, e.loginId, e.userToken])).toEqual([
      ['ClientStart', 'U1', 'sealed-1'],
      ['WebStay', 'U2', 'sealed-2'],
      ['WebStay', '', undefined],
    ]);
  });

  it('never throws into the page, even when onError itself throws', () => {
    network();
    const onError = vi.fn(() => {
      throw new Error('host bug');
    });
    t = createTracker({ key: 'mallDEV', onError });
    t.start();
    expect(() => t?.taskDoing({ taskType: 'x' })).not.toThrow();
    expect(onError).toHaveBeenCalled();
    // A malformed call from plain JS.
    expect(() => t?.track('PageLoad', undefined as never)).not.toThrow();
  });
});
