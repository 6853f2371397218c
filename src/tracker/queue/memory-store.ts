import { CHANNELS, type TrackChannel } from '../../../schemas/tracking/constants';
import type { EventStore, StoredRecord } from './store';

/** Fallback store: events survive retries but not a page close. */
export function createMemoryStore(): EventStore {
  let next = 1;
  const lists: Record<TrackChannel, StoredRecord[]> = { normal: [], trace: [] };
  return {
    kind: 'memory',
    async addMany(channel, rows) {
      for (const { event, bytes } of rows) lists[channel].push({ key: next++, event, bytes });
    },
    async count(channel) {
      return lists[channel].length;
    },
    async peek(channel, limit) {
      return lists[channel].slice(0, limit);
    },
    async remove(channel, keys) {
      const gone = new Set(keys);
      lists[channel] = lists[channel].filter((r) => !gone.has(r.key));
    },
    held: () => CHANNELS.flatMap((channel) => lists[channel].map(({ event }) => ({ channel, event }))),
  };
}
