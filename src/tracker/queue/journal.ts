import type { TrackChannel } from '../../../schemas/tracking/constants';
import { readSlot, writeSlot } from '../core/storage';
import type { TrackEvent } from '../types';

/** An event as built (final eventId and sequence) and the channel it goes to. */
export interface JournalEntry {
  channel: TrackChannel;
  event: TrackEvent;
}

/**
 * The pending-close record: events of a hidden or closing page, written synchronously to
 * localStorage because a dying page may never finish its IndexedDB write. Keyed by eventId
 * (insertion order = sequence order), shared by the tabs of the origin.
 */
export type Journal = Record<string, JournalEntry>;

/** Bounds the record: older entries have long reached IndexedDB or the ingest. */
const MAX_ENTRIES = 200;

export const readJournal = (): Journal => readSlot<Journal>('pendingClose') ?? {};

/** Adds entries in one read and one write: nothing async, so it completes in a pagehide handler. */
export function journalPut(entries: JournalEntry[]): void {
  if (entries.length === 0) return;
  const all = readJournal();
  for (const e of entries) all[e.event.eventId] = e;
  const ids = Object.keys(all);
  for (const id of ids.slice(0, Math.max(0, ids.length - MAX_ENTRIES))) delete all[id];
  writeSlot('pendingClose', all);
}

/** Removes entries once they are safe elsewhere (uploaded, or re-cached in IndexedDB). */
export function journalDrop(ids: string[]): void {
  const all = readJournal();
  let changed = false;
  for (const id of ids) {
    if (id in all) {
      delete all[id];
      changed = true;
    }
  }
  if (changed) writeSlot('pendingClose', all);
}
