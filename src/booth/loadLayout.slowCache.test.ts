import { afterEach, describe, expect, it, vi } from 'vitest';
import home from '../../fixtures/booth/home.json';
import { loadLayout } from './loadLayout';

// IndexedDB that never finishes opening (a stuck web view): the cache itself gives up only after its time limit.
vi.mock('idb', () => ({ openDB: () => new Promise(() => {}) }));

afterEach(() => vi.useRealTimers());

describe('booth layout pipeline with a slow cache', () => {
  it('hands the layout over without waiting for the cache to open or write', async () => {
    vi.stubGlobal('indexedDB', {});
    // Frozen timers: had the pipeline waited for the cache, it would wait for its 1.5 s limit forever.
    vi.useFakeTimers();
    const loaded = await loadLayout('code:10', {
      answer: Promise.resolve({ layout: home, serverTime: Date.now() }),
      startedAt: Date.now(),
    });
    expect(loaded.source).toBe('network');
    expect(loaded.layout.blocks.length).toBeGreaterThan(0);
  });
});
