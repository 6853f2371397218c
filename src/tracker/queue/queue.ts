import type { TrackChannel } from '../../../schemas/tracking/constants';
import type { Report } from '../core/safe';
import { safeReport } from '../core/safe';
import type { TrackEvent } from '../types';
import { TrackerError } from '../types';
import { DroppedCounter } from './dropped';
import { createMemoryStore } from './memory-store';
import type { EventStore, StoredRecord } from './store';

/** Spec §8 wording for the cache limit. */
export const CACHE_LIMIT_WARNING = 'data cache limit exceeded, logs will not be written';
export const NO_IDB_WARNING = '[tracker] IndexedDB unavailable: batching off, events kept in memory only';

export interface QueueOptions {
  cacheLimit: number;
  /** Largest raw event the transport can still fit into one upload. */
  maxEventBytes: number;
  report: Report;
}

const encoder = new TextEncoder();

/**
 * The local upload cache. Adds are fire-and-forget for callers but tracked, so a flush can
 * wait for writes still in progress (e.g. a PageExit queued on pagehide).
 */
export class EventQueue {
  readonly dropped = new DroppedCounter();
  private store: EventStore | null = null;
  private readonly ready: Promise<EventStore>;
  private readonly counts: Record<TrackChannel, number> = { normal: 0, trace: 0 };
  private readonly pending = new Set<Promise<unknown>>();
  private limitWarned = false;

  constructor(
    openStore: () => Promise<EventStore>,
    private readonly opts: QueueOptions,
  ) {
    this.ready = openStore()
      .catch((e: unknown) => {
        console.warn(NO_IDB_WARNING, e instanceof Error ? e.message : e);
        safeReport(opts.report, new TrackerError('storage', NO_IDB_WARNING));
        return createMemoryStore();
      })
      .then(async (store) => {
        this.counts.normal = await store.count('normal');
        this.counts.trace = await store.count('trace');
        this.store = store;
        return store;
      });
  }

  /** Resolves with the store; 'memory' means batching is off (spec §8). */
  open(): Promise<EventStore> {
    return this.ready;
  }

  get batchingOff(): boolean {
    return this.store?.kind === 'memory';
  }

  count(channel: TrackChannel): number {
    return this.counts[channel];
  }

  /** Queues an event. Resolves true once written, false when it was dropped. */
  add(channel: TrackChannel, event: TrackEvent): Promise<boolean> {
    const bytes = encoder.encode(JSON.stringify(event)).length;
    if (bytes > this.opts.maxEventBytes) {
      this.dropped.add('oversize');
      return Promise.resolve(false);
    }
    const p = this.ready.then(async (store) => {
      if (this.counts[channel] >= this.opts.cacheLimit) {
        this.dropped.add('cacheLimit');
        if (!this.limitWarned) {
          this.limitWarned = true;
          console.warn(CACHE_LIMIT_WARNING);
          safeReport(this.opts.report, new TrackerError('cache', CACHE_LIMIT_WARNING));
        }
        return false;
      }
      this.counts[channel] += 1;
      try {
        await store.add(channel, event, bytes);
        return true;
      } catch (e) {
        this.counts[channel] -= 1;
        this.dropped.add('storage');
        safeReport(this.opts.report, new TrackerError('storage', `could not cache event: ${String(e)}`));
        return false;
      }
    });
    this.pending.add(p);
    p.finally(() => this.pending.delete(p)).catch(() => {});
    return p;
  }

  /** Waits for every add started so far. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  async peek(channel: TrackChannel, limit: number): Promise<StoredRecord[]> {
    return (await this.ready).peek(channel, limit);
  }

  /** Deletes records after the server reported success — and only then. */
  async remove(channel: TrackChannel, keys: number[]): Promise<void> {
    const store = await this.ready;
    await store.remove(channel, keys);
    this.counts[channel] = await store.count(channel);
    if (this.counts[channel] < this.opts.cacheLimit) this.limitWarned = false;
  }
}
