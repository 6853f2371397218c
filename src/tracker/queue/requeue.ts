import { CHANNELS } from '../../../schemas/tracking/constants';
import { type JournalEntry, journalDrop } from './journal';
import type { EventQueue } from './queue';
import { readSent } from './sent';

/**
 * A lazy chunk (first-route budget), loaded only when the record has entries: `left` is the
 * record as start() read it, synchronously, before this page built anything; an entry it cannot
 * reach now stays in the record for the next start.
 *
 * At start: what a closed page left in the record is cached again with its own eventId and
 * sequence. An entry whose IndexedDB write did finish before the page died is already cached:
 * it is not added a second time (one upload would carry it twice). Entries leave the record once
 * in IndexedDB; with the memory store they stay until an upload carrying them succeeds.
 */
/** eventIds of every cached event (read once at start, to recognise a copy already cached). */
async function storedIds(queue: Pick<EventQueue, 'open' | 'count' | 'peek'>): Promise<Set<string>> {
  // The counts are known once the store is open.
  await queue.open();
  const ids = new Set<string>();
  for (const c of CHANNELS) {
    const n = queue.count(c);
    if (n === 0) continue;
    for (const r of await queue.peek(c, n)) ids.add(r.event.eventId);
  }
  return ids;
}

export function requeueJournal(
  queue: Pick<EventQueue, 'add' | 'batchingOff' | 'open' | 'count' | 'peek'>,
  left: JournalEntry[],
): Promise<void> {
  return storedIds(queue)
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
