import { CHANNELS, type TrackChannel } from '../../../schemas/tracking/constants';
import { jsonBytes } from '../core/json-size';
import type { Report } from '../core/safe';
import { safeReport } from '../core/safe';
import type { TrackEvent } from '../types';
import { TrackerError } from '../types';
import { DroppedCounter } from './dropped';
import { type JournalEntry, journalDrop, journalPut, readJournal } from './journal';
import { createMemoryStore } from './memory-store';
import type { EventStore, StoredRecord } from './store';

/** Spec §8 wording for the cache limit. */
export const CACHE_LIMIT_WARNING = 'data cache limit exceeded, logs will not be written';
export const NO_IDB_WARNING = '[tracker] IndexedDB unavailable: batching off, events kept in memory only';

/**
 * Raw JSON bytes that still encode to ≤ maxUploadBytes: base64 adds 4/3, envelope and gzip a little.
 * The queue's `maxEventBytes`, and the uploads' byte bound (read from the queue, so the transport chunk
 * shares no module with the core for it).
 */
export function rawBudget(maxUploadBytes: number): number {
  return Math.floor((maxUploadBytes * 3) / 4) - 1024;
}

export interface QueueOptions {
  cacheLimit: number;
  /** Largest raw event the transport can still fit into one upload. */
  maxEventBytes: number;
  report: Report;
  /** After each write of a channel (once per batch, not per event): the uploader checks for a full batch. */
  onWritten?: (channel: TrackChannel) => void;
}

/** An accepted event waiting for the next write. */
interface Waiting {
  entry: JournalEntry;
  bytes: number;
  resolve: (written: boolean) => void;
}

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
  /** Events accepted but not yet written to the store (a closing page journals them). */
  private readonly unwritten = new Set<JournalEntry>();
  private limitWarned = false;
  private waiting: Waiting[] = [];
  private scheduled = false;

  /**
   * `openStore` is called at once; the tracker's waits for its deferred start before it
   * loads the IndexedDB chunk. Meanwhile adds wait in `unwritten`, and a closing page journals them.
   */
  constructor(
    openStore: () => Promise<EventStore>,
    readonly opts: QueueOptions,
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

  /**
   * Queues an event. Resolves true once written, false when it was dropped. With `journal`,
   * it is first written synchronously to the pending-close record (a closing page may never
   * finish the asynchronous write). Events queued in one task are written together, in one
   * IndexedDB transaction (one transaction per event was most of track()'s cost); until
   * then they count as unsaved, so a page hidden or closed in between journals them.
   */
  add(channel: TrackChannel, event: TrackEvent, journal = false): Promise<boolean> {
    const bytes = jsonBytes(event);
    if (bytes > this.opts.maxEventBytes) {
      this.dropped.add('oversize');
      return Promise.resolve(false);
    }
    const entry: JournalEntry = { channel, event };
    if (journal) journalPut([entry]);
    this.unwritten.add(entry);
    return new Promise<boolean>((resolve) => {
      this.waiting.push({ entry, bytes, resolve });
      if (this.scheduled) return;
      this.scheduled = true;
      // Runs after the current task's synchronous code: everything queued by then is one write.
      const p = this.ready.then((store) => this.writeWaiting(store));
      this.pending.add(p);
      p.finally(() => this.pending.delete(p)).catch(() => {});
    });
  }

  private async writeWaiting(store: EventStore): Promise<void> {
    this.scheduled = false;
    const list = this.waiting;
    this.waiting = [];
    await Promise.all(
      CHANNELS.map((c) =>
        this.writeChannel(
          store,
          c,
          list.filter((w) => w.entry.channel === c),
        ),
      ),
    );
  }

  private async writeChannel(store: EventStore, channel: TrackChannel, list: Waiting[]): Promise<void> {
    if (list.length === 0) return;
    const accepted: Waiting[] = [];
    const overLimit: Waiting[] = [];
    for (const w of list) {
      if (this.counts[channel] >= this.opts.cacheLimit) overLimit.push(w);
      else {
        this.counts[channel] += 1;
        accepted.push(w);
      }
    }
    if (overLimit.length > 0) {
      for (const _ of overLimit) this.dropped.add('cacheLimit');
      // Counted as dropped: a journaled copy must not bring it back at the next start.
      journalDrop(overLimit.map((w) => w.entry.event.eventId));
      if (!this.limitWarned) {
        this.limitWarned = true;
        console.warn(CACHE_LIMIT_WARNING);
        safeReport(this.opts.report, new TrackerError('cache', CACHE_LIMIT_WARNING));
      }
      this.settle(overLimit, false);
    }
    if (accepted.length === 0) return;
    const rows = accepted.map((w) => ({ event: w.entry.event, bytes: w.bytes }));
    let failed = false;
    let failure: unknown;
    try {
      await store.addMany(channel, rows);
    } catch (e) {
      failed = true;
      failure = e;
    }
    if (failed) {
      this.counts[channel] -= accepted.length;
      // A journaled copy still reaches the ingest (closing send or next start): not lost.
      const journaled = readJournal();
      for (const w of accepted) if (!(w.entry.event.eventId in journaled)) this.dropped.add('storage');
      safeReport(this.opts.report, new TrackerError('storage', `could not cache event: ${String(failure)}`));
    }
    this.settle(accepted, !failed);
    this.opts.onWritten?.(channel);
  }

  private settle(list: Waiting[], written: boolean): void {
    for (const w of list) {
      this.unwritten.delete(w.entry);
      w.resolve(written);
    }
  }

  /** What a page closing now would lose: adds still in progress, and the memory store's content. */
  unsaved(): JournalEntry[] {
    return [...(this.store?.held?.() ?? []), ...this.unwritten];
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
