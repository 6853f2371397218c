import type { TrackerContext } from '../core/context';
import type { BuildOptions } from '../core/event-builder';
import type { Report } from '../core/safe';
import type { EventDataMap, TrackEventType } from '../types';

/** What every collector gets: the shared context and a way to queue an event. */
export interface CollectorDeps {
  ctx: TrackerContext;
  /** Builds and queues an event; resolves true once it is safely cached. */
  emit: <T extends TrackEventType>(type: T, data: EventDataMap[T], opts?: BuildOptions) => Promise<boolean>;
  report: Report;
}

/** Removes what a collector installed (listeners, patches, timers). */
export type Uninstall = () => void;
