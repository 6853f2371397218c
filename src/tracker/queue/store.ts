import type { TrackChannel } from '../../../schemas/tracking/constants';
import type { TrackEvent } from '../types';
import type { JournalEntry } from './journal';

export interface StoredRecord {
  key: number;
  event: TrackEvent;
  /** UTF-8 byte length of the event's JSON, measured once at insertion. */
  bytes: number;
}

/** Where events wait for upload: IndexedDB, or memory when IndexedDB is unavailable. */
export interface EventStore {
  readonly kind: 'idb' | 'memory';
  /** Adds in one write (one IndexedDB transaction: all or none), oldest first. */
  addMany(channel: TrackChannel, rows: ReadonlyArray<{ event: TrackEvent; bytes: number }>): Promise<void>;
  count(channel: TrackChannel): Promise<number>;
  /** Oldest first, at most `limit` records. */
  peek(channel: TrackChannel, limit: number): Promise<StoredRecord[]>;
  remove(channel: TrackChannel, keys: number[]): Promise<void>;
  /** Memory store only: everything it holds, read synchronously (none of it survives a close). */
  held?(): JournalEntry[];
}
