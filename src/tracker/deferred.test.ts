import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventsOf } from './testing/decode';
import { setVisibility, TIMERS } from './testing/deps';
import { createFakeFetch } from './testing/fake-fetch';
import { journal, pageTrackers, ticks } from './testing/page-trackers';
import type { TrackerOptions } from './types';

/**
 * The tracker's lazy parts (IndexedDB store, uploader, the journal's requeue, the stay and
 * performance collectors) begin only once the page has loaded, its requests have been over for a second
 * and the browser is idle. Until then the events wait in memory; a page closed first journals them and
 * the next page delivers each once. The browser's side (load state, idle periods, resource timing) is
 * played by the test.
 */
const options: TrackerOptions = {
  key: 'mallDEV',
  batch: { interval: 60_000 },
  performance: { enabled: false },
};
const stay = (n: number) => ({
  viewDuration: n,
  viewportHeight: 800,
  viewportWidth: 400,
  viewportPosition: 0,
});

type IdleRequest = { run: IdleRequestCallback; timeout: number | undefined };
type Idle = { requestIdleCallback?: (cb: IdleRequestCallback, o?: IdleRequestOptions) => number };

describe('the lazy parts begin once the page has loaded and is idle', () => {
  const { open, stopAll } = pageTrackers(options);
  let readyState: DocumentReadyState = 'complete';
  /** The browser's idle periods, run when the test says the page is idle. */
  let idle: IdleRequest[] = [];
  const runIdle = () => {
    for (const r of idle.splice(0)) r.run({ didTimeout: false, timeRemaining: () => 50 });
  };
  beforeEach(() => {
    history.replaceState(null, '', '/mbankmall/index');
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
    (globalThis as Idle).requestIdleCallback = (run, o) => idle.push({ run, timeout: o?.timeout });
  });
  afterEach(async () => {
    stopAll();
    idle = [];
    readyState = 'complete';
    delete (globalThis as Idle).requestIdleCallback;
    Reflect.deleteProperty(document, 'readyState');
    vi.useRealTimers();
  });

  it('events of a loading page wait in memory; once it has loaded and is idle they are cached and delivered once', async () => {
    readyState = 'loading';
    const idb = new IDBFactory();
    const opened = vi.spyOn(idb, 'open');
    const net = createFakeFetch();
    const t = open(net.fetch, idb);
    for (let i = 1; i <= 3; i++) t.track('WebStay', stay(i));
    await ticks();
    // Nothing of the lazy parts yet: no IndexedDB, no upload. An idle period is asked for, with a
    // deadline so a busy page still gets there.
    expect(opened).not.toHaveBeenCalled();
    expect(net.requests).toEqual([]);
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBeGreaterThan(0);
    expect(idle[0]?.timeout).toBeLessThanOrEqual(3000);

    readyState = 'complete';
    runIdle();
    await vi.waitFor(() => expect(net.requests.length).toBeGreaterThan(0));
    expect(opened).toHaveBeenCalled();
    const sent = net.requests.flatMap((r) => eventsOf(r));
    expect(sent.map((e) => e.eventType)).toEqual(['ClientStart', 'WebStay', 'WebStay', 'WebStay']);
    expect(new Set(sent.map((e) => e.eventId)).size).toBe(sent.length);
    expect(sent.map((e) => e.sequence)).toEqual([1, 2, 3, 4]);
  });

  it('waits for load, then for a second without a request ending; 10 s after start it goes on regardless', async () => {
    vi.useFakeTimers({ toFake: [...TIMERS.toFake, 'performance'] });
    readyState = 'loading';
    // The requests the page made, as resource timing reports them once they end.
    let ended: number[] = [];
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(
      () => ended.map((responseEnd) => ({ responseEnd })) as never,
    );
    const idb = new IDBFactory();
    const opened = vi.spyOn(idb, 'open');
    open(createFakeFetch().fetch, idb);
    runIdle(); // still loading: asks again a second later
    await vi.advanceTimersByTimeAsync(1000);
    expect(idle).toHaveLength(1);
    readyState = 'complete';
    ended = [performance.now() - 300, performance.now() - 100]; // the first screen's API answers
    runIdle(); // 100 ms after the last one: not yet
    await vi.advanceTimersByTimeAsync(899);
    expect(idle).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveLength(1);
    ended.push(performance.now() - 10); // a picture arrived meanwhile
    runIdle();
    await vi.advanceTimersByTimeAsync(990);
    expect(opened).not.toHaveBeenCalled();
    runIdle(); // a second since the last request ended
    await vi.waitFor(() => expect(opened).toHaveBeenCalled());

    // A page whose requests never stop: 10 s after start it begins all the same.
    const busy = new IDBFactory();
    const busyOpened = vi.spyOn(busy, 'open');
    open(createFakeFetch().fetch, busy);
    for (let i = 0; i < 10; i++) {
      ended.push(performance.now());
      runIdle();
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(busyOpened).not.toHaveBeenCalled();
    ended.push(performance.now()); // 10 s after start, a request has just ended again
    runIdle();
    await vi.waitFor(() => expect(busyOpened).toHaveBeenCalled());
  });

  it('a page closed before the deferred start journals its events; the next page delivers each once', async () => {
    readyState = 'loading';
    const down = createFakeFetch();
    const a = open(down.fetch, new IDBFactory());
    for (let i = 1; i <= 3; i++) a.track('WebStay', stay(i));
    expect(journal()).toEqual({});
    window.dispatchEvent(new Event('pagehide'));
    // Synchronously: everything this page built, the closing exit too, with its number.
    const closed = Object.values(journal()).map((e) => e.event);
    expect(closed.map((e) => e.eventType)).toEqual([
      'ClientStart',
      'WebStay',
      'WebStay',
      'WebStay',
      'PageExit',
    ]);
    expect(closed.map((e) => e.sequence)).toEqual([1, 2, 3, 4, 5]);
    await ticks();
    // The page never began: nothing was sent, by the regular path or the closing one.
    expect(down.requests).toEqual([]);
    stopAll();
    idle = []; // the page is gone: its idle period never comes

    readyState = 'complete';
    const net = createFakeFetch();
    const b = open(net.fetch, new IDBFactory());
    runIdle();
    await vi.waitFor(() => expect(journal()).toEqual({}));
    await b.flush();
    const sent = net.requests.flatMap((r) => eventsOf(r));
    for (const e of closed)
      expect(sent.filter((s) => s.eventId === e.eventId).map((s) => s.sequence)).toEqual([e.sequence]);
    expect(new Set(sent.map((e) => e.eventId)).size).toBe(sent.length);
  });

  it('without requestIdleCallback (Safari) it checks a second after start', async () => {
    delete (globalThis as Idle).requestIdleCallback;
    vi.useFakeTimers({ toFake: [...TIMERS.toFake] });
    const idb = new IDBFactory();
    const opened = vi.spyOn(idb, 'open');
    open(createFakeFetch().fetch, idb);
    await vi.advanceTimersByTimeAsync(999);
    expect(opened).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(opened).toHaveBeenCalled());
  });

  it("the DOM is watched from start: PagePerformance's domSettled is the first screen's last change, though its collector loads later", async () => {
    readyState = 'loading';
    const net = createFakeFetch();
    open(net.fetch, new IDBFactory(), { performance: { enabled: true } });
    document.body.append(document.createElement('main')); // the first screen is built
    await ticks(1);
    const built = performance.now();
    readyState = 'complete';
    runIdle();
    setVisibility('hidden'); // the page is left: its PagePerformance goes out, whenever its collector loads
    await vi.waitFor(() => {
      const perf = net.requests.flatMap((r) => eventsOf(r)).find((e) => e.eventType === 'PagePerformance');
      const settled = perf?.eventType === 'PagePerformance' ? perf.data.timing.domSettled : undefined;
      expect(settled).toBeGreaterThan(0);
      expect(settled).toBeLessThanOrEqual(Math.ceil(built));
    });
    setVisibility('visible');
    document.body.innerHTML = '';
  });

  it('flush() begins at once: what is asked to go out now does not wait for an idle period', async () => {
    readyState = 'loading';
    const net = createFakeFetch();
    const t = open(net.fetch, new IDBFactory());
    await t.flush();
    expect(net.requests.flatMap((r) => eventsOf(r)).map((e) => e.eventType)).toEqual(['ClientStart']);
  });
});
