import type { TrackChannel } from '../../../schemas/tracking/constants';
import { readSlot, writeSlot } from '../core/storage';
import type { TrackEvent } from '../types';
import type { EventQueue } from './queue';
import { readSent } from './sent';

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

/**
 * At start: what a closed page left in the record is cached again with its own eventId and
 * sequence. An entry whose IndexedDB write did finish before the page died is already cached:
 * it is not added a second time (one upload would carry it twice). Entries leave the record once
 * in IndexedDB; with the memory store they stay until an upload carrying them succeeds.
 */
export function requeueJournal(queue: Pick<EventQueue, 'add' | 'batchingOff' | 'storedIds'>): Promise<void> {
  const left = Object.values(readJournal());
  if (left.length === 0) return Promise.resolve();
  return queue
    .storedIds()
    .catch(() => new Set<string>())
    .then((stored) => {
      // Stored by the ingest already (the closing page saw the answer): nothing to send.
      const sent = readSent();
      const delivered = left.filter((e) => sent[e.event.eventId] === 1).map((e) => e.event.eventId);
      journalDrop(delivered);
      const rest = left.filter((e) => sent[e.event.eventId] !== 1);
      const fresh = rest.filter((e) => !stored.has(e.event.eventId));
      if (!queue.batchingOff) {
        journalDrop(rest.filter((e) => stored.has(e.event.eventId)).map((e) => e.event.eventId));
      }
      return Promise.all(fresh.map((e) => queue.add(e.channel, e.event))).then((saved) => {
        if (!queue.batchingOff) journalDrop(fresh.filter((_, i) => saved[i]).map((e) => e.event.eventId));
      });
    });
}
