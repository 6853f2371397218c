import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventsOf } from './testing/decode';
import { createFakeFetch } from './testing/fake-fetch';
import { journal, pageTrackers, ticks } from './testing/page-trackers';
import { HOLD_LIMIT } from './tracker';
import type { TrackerOptions } from './types';

/**
 * Consent drives collection. A tracker started with `consent: 'pending'` (the mall before its
 * disclaimer and license are accepted) writes and sends nothing: its events wait in memory, go out once
 * consent is given, and are dropped when it is refused. A revoke erases what it keeps on the device. The
 * tracker is the real one; the fake fetch plays the network and fake-indexeddb the browser's database.
 */
const options: TrackerOptions = {
  key: 'mallDEV',
  batch: { interval: 60_000 },
  performance: { enabled: false },
  consent: 'pending',
};
const stay = (n: number) => ({
  viewDuration: n,
  viewportHeight: 800,
  viewportWidth: 400,
  viewportPosition: 0,
});
/** The tracker's own keys in the page's storage. */
const trackerKeys = (area: Storage) =>
  Array.from({ length: area.length }, (_, i) => area.key(i) ?? '').filter((k) => k.startsWith('mbm_trk_'));

describe('consent drives collection', () => {
  const { open, stopAll } = pageTrackers(options);
  beforeEach(() => {
    history.replaceState(null, '', '/mbankmall/index');
  });
  afterEach(() => {
    stopAll();
    vi.useRealTimers();
  });

  it('before consent nothing is stored or sent; once granted, the held events go out in order, each once', async () => {
    // Only the clock is played, so the shopper can take a minute over the dialogs.
    vi.useFakeTimers({ toFake: ['Date'] });
    const idb = new IDBFactory();
    const opened = vi.spyOn(idb, 'open');
    const net = createFakeFetch();
    const t = open(net.fetch, idb);
    for (let i = 1; i <= 3; i++) t.track('WebStay', stay(i));
    const builtBy = Date.now();
    await t.flush(); // asked to send: nothing may go yet
    await ticks();
    expect(net.requests).toEqual([]);
    expect(opened).not.toHaveBeenCalled();
    // A page hidden meanwhile keeps nothing either: its events were never agreed to.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(journal()).toEqual({});

    vi.setSystemTime(Date.now() + 60_000);
    t.setConsent('granted');
    t.track('WebStay', stay(4));
    await t.flush();
    const sent = net.requests.flatMap((r) => eventsOf(r));
    expect(sent.map((e) => e.eventType)).toEqual(['ClientStart', 'WebStay', 'WebStay', 'WebStay', 'WebStay']);
    expect(sent.map((e) => e.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(sent.map((e) => e.eventId)).size).toBe(sent.length);
    // Held events keep the time they happened, not the time of consent.
    expect(sent[3]?.time).toBeLessThanOrEqual(builtBy);
    expect(sent[4]?.time).toBeGreaterThanOrEqual(builtBy + 60_000);
    expect(opened).toHaveBeenCalled();
  });

  it('keeps at most HOLD_LIMIT events in memory while consent is pending', async () => {
    const net = createFakeFetch();
    const t = open(net.fetch, new IDBFactory(), { batch: { size: 500, interval: 60_000 } });
    for (let i = 1; i <= HOLD_LIMIT + 50; i++) t.track('WebStay', stay(i));
    t.setConsent('granted');
    await t.flush();
    const sent = net.requests.flatMap((r) => eventsOf(r));
    // ClientStart was the first held; the events beyond the limit were never kept.
    expect(sent).toHaveLength(HOLD_LIMIT);
    expect(sent.at(-1)?.data).toMatchObject({ viewDuration: HOLD_LIMIT - 1 });
  });

  it('refused: the held events are dropped and nothing later is kept or sent', async () => {
    const idb = new IDBFactory();
    const opened = vi.spyOn(idb, 'open');
    const net = createFakeFetch();
    const t = open(net.fetch, idb);
    t.track('WebStay', stay(1));
    t.setConsent('refused');
    t.track('WebStay', stay(2));
    await t.flush();
    window.dispatchEvent(new Event('pagehide'));
    await ticks();
    expect(net.requests).toEqual([]);
    expect(opened).not.toHaveBeenCalled();
    expect(journal()).toEqual({});

    // Agreeing later sends only what happens from then on.
    t.setConsent('granted');
    t.track('WebStay', stay(3));
    await t.flush();
    const sent = net.requests.flatMap((r) => eventsOf(r));
    expect(sent.map((e) => e.data)).toEqual([expect.objectContaining({ viewDuration: 3 })]);
  });

  it('erase() stops for good and removes the IndexedDB cache, the visitor id and every key of the tracker', async () => {
    const idb = new IDBFactory();
    // Uploads fail, so the events stay cached in IndexedDB and in the stored-data object.
    const net = createFakeFetch(() => 'network-error');
    const t = open(net.fetch, idb, { consent: 'granted' });
    t.track('WebStay', stay(1));
    t.taskStart({ taskType: 'buy', nodeId: 'detail' });
    await t.flush();
    expect((await idb.databases()).map((d) => d.name)).toContain('mbm-tracker');
    expect(trackerKeys(localStorage)).toEqual(expect.arrayContaining(['mbm_trk_visitor', 'mbm_trk_session']));
    expect(trackerKeys(sessionStorage)).toContain('mbm_trk_tasks');

    await t.erase();
    expect(await idb.databases()).toEqual([]);
    expect(trackerKeys(localStorage)).toEqual([]);
    expect(trackerKeys(sessionStorage)).toEqual([]);

    // Nothing is collected or sent after it, whatever the page does or is told.
    const before = net.requests.length;
    t.setConsent('granted');
    t.track('WebStay', stay(2));
    t.start();
    document.body.click();
    await t.flush();
    await ticks();
    expect(net.requests.length).toBe(before);
    expect(await idb.databases()).toEqual([]);
    expect(trackerKeys(localStorage)).toEqual([]);
  });
});
