import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { knownTimeZone, learnTimeZone } from './core/base-fields';
import { eventsOf } from './testing/decode';
import { createFakeFetch } from './testing/fake-fetch';
import { pageTrackers, ticks } from './testing/page-trackers';

/**
 * The device's time zone on events (ADR 0079): start-up asks a worker for it, so the page's main thread
 * never builds the engine's time-zone data. Events built before the answer carry '' and their upload names
 * the zone; once a worker answered, events carry its answer and the engine is not asked on the page.
 * The tracker and its uploader are the real ones; the fake fetch plays the network.
 */
const stay = (n: number) => ({
  viewDuration: n,
  viewportHeight: 800,
  viewportWidth: 400,
  viewportPosition: 0,
});
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('the time zone on uploaded events', () => {
  const { open, stopAll } = pageTrackers({
    key: 'mallDEV',
    batch: { interval: 60_000 },
    performance: { enabled: false },
  });
  afterEach(() => stopAll());

  it('is filled in on the wire for events built before the zone was known, then known for the page', async () => {
    expect(knownTimeZone()).toBe('');
    const net = createFakeFetch();
    const t = open(net.fetch, new IDBFactory());
    t.track('WebStay', stay(1));
    await t.flush();
    await ticks();
    const sent = net.requests.flatMap((r) => eventsOf(r));
    expect(sent.find((e) => e.eventType === 'WebStay')?.timeZone).toBe(ZONE);
    // Read once for that upload: later events carry it as built.
    expect(knownTimeZone()).toBe(ZONE);
  });
});

describe("a worker's answer", () => {
  it('is the zone the page uses, the first answer standing', () => {
    // This file's module state already read the zone above; a fresh page learns it from the worker.
    vi.resetModules();
    return import('./core/base-fields').then((fresh) => {
      const asked = vi.spyOn(Intl, 'DateTimeFormat');
      try {
        fresh.learnTimeZone('Asia/Shanghai');
        fresh.learnTimeZone('Europe/Berlin');
        expect(fresh.knownTimeZone()).toBe('Asia/Shanghai');
        expect(fresh.deviceTimeZone()).toBe('Asia/Shanghai');
        expect(asked).not.toHaveBeenCalled();
      } finally {
        asked.mockRestore();
      }
    });
  });

  it('does not replace a zone the page read itself', () => {
    learnTimeZone('Europe/Berlin');
    expect(knownTimeZone()).toBe(ZONE);
  });
});
