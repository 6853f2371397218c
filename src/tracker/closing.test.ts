import 'fake-indexeddb/auto';
import { IDBFactory, IDBOpenDBRequest } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventQueue } from './queue/queue';
import type { EventStore } from './queue/store';
import { eventsOf } from './testing/decode';
import { makeDeps, setVisibility } from './testing/deps';
import { createFakeFetch } from './testing/fake-fetch';
import { journal, pageTrackers, ticks } from './testing/page-trackers';
import { loadPako } from './transport/encode';
import type { TrackEvent, TrackerOptions } from './types';

/**
 * Closing without loss: what a closing page builds is journaled synchronously with
 * its final eventId and sequence, and the next start sends exactly those.
 */
const sessionSeq = (): number =>
  (JSON.parse(localStorage.getItem('mbm_trk_session') ?? '{}') as { seq?: number }).seq ?? 0;
/** IndexedDB whose open never answers: the page dies before any write lands. */
const hangingIdb = { open: () => new IDBOpenDBRequest() } as unknown as IDBFactory;
const options: TrackerOptions = {
  key: 'mallDEV',
  batch: { interval: 60_000 },
  performance: { enabled: false },
  idbOpenTimeout: 10_000,
};

describe('closing a page loses nothing (pending-close record)', () => {
  const { open, stopAll } = pageTrackers(options);
  beforeEach(() => {
    history.replaceState(null, '', '/mbankmall/index');
  });
  afterEach(async () => {
    // The store chunk reads globalThis.indexedDB when it loads: let it load with this test's.
    await ticks();
    stopAll();
    setVisibility('visible');
    vi.restoreAllMocks();
  });

  it('pagehide writes the record synchronously: the exit and every event not yet in IndexedDB, with their sequences', () => {
    const down = createFakeFetch(() => 'network-error');
    const t = open(down.fetch, hangingIdb);
    t.track('WebStay', { viewDuration: 5, viewportHeight: 800, viewportWidth: 400, viewportPosition: 0 });
    expect(journal()).toEqual({});

    window.dispatchEvent(new Event('pagehide'));
    // No await: the dying page gets no later task.
    const entries = Object.values(journal());
    const types = entries.map((e) => e.event.eventType);
    expect(types).toEqual(expect.arrayContaining(['ClientStart', 'WebStay', 'PageExit']));
    const seqs = entries.map((e) => e.event.sequence).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    // The counter is persisted with them: the next number handed out follows the last one.
    expect(sessionSeq()).toBe(seqs.at(-1));
    const exit = entries.find((e) => e.event.eventType === 'PageExit');
    expect(exit?.event.eventId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the next start re-queues the record with the same eventId and sequence: no gap, no second exit', async () => {
    const down = createFakeFetch(() => 'network-error');
    open(down.fetch, hangingIdb);
    window.dispatchEvent(new Event('pagehide'));
    const closed = Object.values(journal()).map((e) => e.event);
    const lastSeq = sessionSeq();
    await ticks(); // its store chunk loads (and hangs) with the hanging IndexedDB
    stopAll(); // the page is gone
    sessionStorage.clear(); // a new tab

    const net = createFakeFetch();
    const next = open(net.fetch, new IDBFactory());
    await next.flush();
    await ticks();
    await next.flush();

    const sent = net.requests.flatMap((r) => eventsOf(r));
    const byId = new Map<string, TrackEvent>(sent.map((e) => [e.eventId, e]));
    for (const e of closed) expect(byId.get(e.eventId)?.sequence).toBe(e.sequence);
    const seqs = [...new Set([...byId.values()].map((e) => e.sequence))].sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: sessionSeq() }, (_, i) => i + 1));
    expect(seqs.length).toBeGreaterThan(lastSeq);
    // The persisted pending exit was not rebuilt under a new number: one exit for that page.
    const firstLoad = closed.find((e) => e.eventType === 'ClientStart')?.pageLoadId;
    const exits = [...byId.values()].filter((e) => e.eventType === 'PageExit' && e.pageLoadId === firstLoad);
    expect(exits).toHaveLength(1);
    expect(journal()).toEqual({});
  });

  it('a sign-on round trip: every event goes out once; what the leaving page sent unanswered only as a marked resend', async () => {
    // The leaving page's uploads never get an answer (it navigates to the sign-on page first).
    const keepaliveA: boolean[] = [];
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) => {
      keepaliveA.push(init?.keepalive === true);
      return new Promise<Response>(() => {});
    }) as typeof fetch;
    const idb = new IDBFactory();
    const a = open(hanging, idb);
    void a.flush();
    await loadPako();
    await ticks(); // ClientStart cached and in an (unanswered) upload
    window.dispatchEvent(new Event('pagehide')); // the PageExit: journaled, cached, sent by keep-alive
    await ticks(); // its IndexedDB write lands before the page is gone
    expect(keepaliveA).toContain(true);
    stopAll();

    // Back from the sign-on page: the same tab starts again.
    const net = createFakeFetch();
    const b = open(net.fetch, idb);
    await b.flush();
    await ticks();
    await b.flush();

    const uploads = net.requests.filter((r) => r.url.includes('/api/trace/'));
    const ids = uploads.flatMap((r) => eventsOf(r).map((e) => e.eventId));
    // No upload carries an event twice, and no event is in two uploads.
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    const resent = uploads.filter((r) => r.headers.get('x-trace-resend') === '1');
    const resentTypes = resent.flatMap((r) => eventsOf(r).map((e) => e.eventType));
    expect(resentTypes).toEqual(expect.arrayContaining(['ClientStart', 'PageExit']));
    // The new page's own events are not resends.
    const fresh = uploads.filter((r) => r.headers.get('x-trace-resend') !== '1').flatMap((r) => eventsOf(r));
    expect(fresh.map((e) => e.eventType)).toContain('PageLoad');
    expect(journal()).toEqual({});
  });

  it('a leaving page puts each event on the wire once, though hide and pagehide both flush it', async () => {
    // Regular uploads are refused (the events stay cached, backing off); keep-alive ones never answer.
    const unmarked: string[] = [];
    const fetchFn = ((_input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (!init.keepalive) return Promise.resolve(new Response('{}', { status: 503 }));
      const ids = eventsOf({ headers, body: String(init.body) }).map((e) => e.eventId);
      if (headers.get('x-trace-resend') !== '1') unmarked.push(...ids);
      return new Promise<Response>(() => {});
    }) as typeof fetch;
    const a = open(fetchFn, new IDBFactory());
    await loadPako();
    for (let i = 0; i < 5; i++)
      a.track('WebStay', {
        viewDuration: i + 1,
        viewportHeight: 800,
        viewportWidth: 400,
        viewportPosition: i,
      });
    await a.flush(); // refused: all cached in IndexedDB, none in flight
    await ticks();
    // Leaving for the sign-on page: the page is hidden and gets pagehide, each flushes at once.
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    await ticks();
    expect(unmarked.length).toBeGreaterThan(0);
    expect(unmarked.filter((id, i) => unmarked.indexOf(id) !== i)).toEqual([]);
  });

  it("a route change's exit in a regular upload still in flight is not sent again by the closing page", async () => {
    // After the route change no upload is answered: the regular one is in flight when the page leaves.
    const copies: string[] = [];
    let answering = true;
    const fetchFn = ((_input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (headers.get('x-trace-resend') !== '1')
        copies.push(...eventsOf({ headers, body: String(init.body) }).map((e) => e.eventId));
      return answering ? Promise.resolve(new Response('{}')) : new Promise<Response>(() => {});
    }) as typeof fetch;
    const a = open(fetchFn, new IDBFactory());
    await loadPako();
    await a.flush();
    await ticks();
    answering = false;
    history.pushState(null, '', '/mbankmall/bulletin'); // PageExit of /index: journaled and cached
    await ticks();
    void a.flush(); // the exit goes out in a regular upload that is not answered yet
    await ticks();
    window.dispatchEvent(new Event('pagehide')); // the reload
    await ticks();
    expect(copies.filter((id, i) => copies.indexOf(id) !== i)).toEqual([]);
  });

  it('sends the record at once in a keep-alive request and removes it once the ingest stored it', async () => {
    const net = createFakeFetch();
    const t = open(net.fetch, new IDBFactory());
    await t.flush();
    await loadPako();
    const before = net.requests.length;

    window.dispatchEvent(new Event('pagehide'));
    // Started synchronously inside the handler.
    const closing = net.requests.slice(before).filter((r) => r.keepalive);
    expect(closing.flatMap((r) => eventsOf(r)).map((e) => e.eventType)).toContain('PageExit');
    const exit = Object.values(journal()).find((e) => e.event.eventType === 'PageExit');
    expect(exit).toBeDefined();
    await ticks();
    expect(journal()).toEqual({});
    // Its IndexedDB copy is not uploaded a second time.
    await t.flush();
    const exitsSent = net.requests
      .flatMap((r) => eventsOf(r))
      .filter((e) => e.eventId === exit?.event.eventId);
    expect(exitsSent).toHaveLength(1);
  });

  it('keeps the record while uploads fail; a later successful upload removes it', async () => {
    let up = false;
    const net = createFakeFetch(() => (up ? {} : 'network-error'));
    // Retries come at once, so the test does not wait out a backoff.
    const t = open(net.fetch, new IDBFactory(), { retry: { baseDelay: 0, maxDelay: 0 } });
    await t.flush();
    setVisibility('hidden');
    t.track('WebStay', { viewDuration: 9, viewportHeight: 800, viewportWidth: 400, viewportPosition: 0 });
    const id = Object.values(journal()).find((e) => e.event.eventType === 'WebStay')?.event.eventId;
    expect(id).toBeDefined();
    await ticks();
    await t.flush();
    expect(id && journal()[id]).toBeTruthy();

    setVisibility('visible');
    up = true;
    await t.flush();
    await ticks();
    expect(journal()).toEqual({});
    expect(net.requests.flatMap((r) => (r.keepalive ? [] : eventsOf(r))).map((e) => e.eventId)).toContain(id);
  });

  it('without IndexedDB (memory only) the unsent events are journaled on pagehide and delivered next time', async () => {
    const down = createFakeFetch(() => 'network-error');
    const t = open(down.fetch, undefined as unknown as IDBFactory, { idbOpenTimeout: 50 });
    t.track('WebStay', { viewDuration: 7, viewportHeight: 800, viewportWidth: 400, viewportPosition: 0 });
    await t.flush();
    await ticks();
    window.dispatchEvent(new Event('pagehide'));
    const closed = Object.values(journal()).map((e) => e.event);
    expect(closed.map((e) => e.eventType)).toEqual(
      expect.arrayContaining(['ClientStart', 'WebStay', 'PageExit']),
    );
    stopAll();

    const net = createFakeFetch();
    const next = open(net.fetch, new IDBFactory());
    await next.flush();
    await ticks();
    await next.flush();
    const sent = new Map(net.requests.flatMap((r) => eventsOf(r)).map((e) => [e.eventId, e.sequence]));
    for (const e of closed) expect(sent.get(e.eventId)).toBe(e.sequence);
  });

  it('a burst queued in one task, then pagehide before its IndexedDB write: all journaled with their numbers, each delivered once next time', async () => {
    const down = createFakeFetch(() => 'network-error');
    const idb = new IDBFactory();
    // No stay collector: its own WebStay on pagehide is not part of the burst.
    const quiet = { stay: { enabled: false } };
    const t = open(down.fetch, idb, quiet);
    await t.flush(); // IndexedDB open, the page's own events written
    for (let i = 0; i < 30; i++)
      t.track('WebStay', { viewDuration: i, viewportHeight: 800, viewportWidth: 400, viewportPosition: 0 });
    // Same task: the burst's one write has not run yet.
    window.dispatchEvent(new Event('pagehide'));
    const burst = Object.values(journal())
      .map((e) => e.event)
      .filter((e) => e.eventType === 'WebStay');
    expect(burst.map((e) => e.data.viewDuration)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const seqs = burst.map((e) => e.sequence);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => (seqs[0] ?? 0) + i));
    // The counter is stored with them: the next start cannot hand their numbers out again.
    expect(sessionSeq()).toBeGreaterThanOrEqual(seqs.at(-1) ?? 0);
    await ticks(); // the write lands after all: each event is now cached twice
    stopAll();

    const net = createFakeFetch();
    const next = open(net.fetch, idb, quiet);
    await next.flush();
    await ticks();
    await next.flush();
    const sent = net.requests.flatMap((r) => eventsOf(r)).filter((e) => e.eventType === 'WebStay');
    expect(sent.map((e) => e.eventId).sort()).toEqual(burst.map((e) => e.eventId).sort());
    for (const e of burst) expect(sent.find((s) => s.eventId === e.eventId)?.sequence).toBe(e.sequence);
    expect(journal()).toEqual({});
  });

  it('the queue journals before writing; a journaled event whose write fails is not counted as lost', async () => {
    const h = makeDeps();
    void h.deps.emit('WebStay', {
      viewDuration: 1,
      viewportHeight: 1,
      viewportWidth: 1,
      viewportPosition: 0,
    });
    void h.deps.emit('WebStay', {
      viewDuration: 2,
      viewportHeight: 1,
      viewportWidth: 1,
      viewportPosition: 0,
    });
    const [kept, plain] = h.events;
    if (!kept || !plain) throw new Error('events not built');
    const failing: EventStore = {
      kind: 'idb',
      addMany: () => Promise.reject(new Error('QuotaExceededError')),
      count: async () => 0,
      peek: async () => [],
      remove: async () => {},
    };
    const q = new EventQueue(async () => failing, {
      cacheLimit: 10,
      maxEventBytes: 100_000,
      report: () => {},
    });
    const a = q.add('normal', kept, true);
    expect(Object.keys(journal())).toEqual([kept.eventId]); // synchronously
    const b = q.add('normal', plain);
    expect(await Promise.all([a, b])).toEqual([false, false]);
    expect(q.dropped.snapshot()).toEqual({ storage: 1 });

    const full: EventStore = { ...failing, count: async () => 10 };
    const capped = new EventQueue(async () => full, {
      cacheLimit: 10,
      maxEventBytes: 100_000,
      report: () => {},
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await capped.add('normal', kept, true);
    // Counted as dropped by the cache limit: the record must not bring it back.
    expect(journal()).toEqual({});
  });
});
