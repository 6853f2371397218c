import type { DroppedCounts } from '../queue/dropped';
import type { TrackEvent } from '../types';

/**
 * Body shape (spec §7: one event or an array), each event with its time zone. When drops must be reported the batch is
 * wrapped as { events, dropped } — schemas/tracking normalizeUpload() accepts all three.
 */
export function buildPayload(
  batch: TrackEvent[],
  dropped: DroppedCounts,
  single: boolean,
  timeZone: () => string,
): unknown {
  // Every event on the wire names the device's zone, also one built before the zone was known ('').
  const events = batch.map((e) => (e.timeZone === '' ? { ...e, timeZone: timeZone() } : e));
  const hasDrops = Object.values(dropped).some((n) => (n ?? 0) > 0);
  if (hasDrops) return { events, dropped };
  if (single && events.length === 1) return events[0];
  return events;
}
