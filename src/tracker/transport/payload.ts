import type { DroppedCounts } from '../queue/dropped';
import type { TrackEvent } from '../types';

/**
 * Body shape (spec §7: one event or an array). When drops must be reported the batch is
 * wrapped as { events, dropped } — schemas/tracking normalizeUpload() accepts all three.
 */
export function buildPayload(events: TrackEvent[], dropped: DroppedCounts, single: boolean): unknown {
  const hasDrops = Object.values(dropped).some((n) => (n ?? 0) > 0);
  if (hasDrops) return { events, dropped };
  if (single && events.length === 1) return events[0];
  return events;
}
