import type { TrackerConfig } from '../types';
import type { DeviceInfo } from './device';
import type { Session } from './session';
import type { Visitor } from './visitor';

/** Mutable state shared by the event builder and the collectors of one tracker. */
export interface TrackerContext {
  config: TrackerConfig;
  visitor: Visitor;
  session: Session;
  device: DeviceInfo;
  /** userToken: spec §3's encrypted user token of the session, stamped as is on every event. */
  user: { loginId: string; loginType: string; userToken?: string | undefined };
  /** Server time minus client time, ms (set by the host from a server response). */
  timeOffset: number;
  /** The page being viewed: its load id (PageLoad entryId) and the span id used as parent in traces. */
  page: { loadId: string | null; spanId: string; path: string };
  /** Extra behaviour data, e.g. the active tasks; merged into every event's `behavior`. */
  behavior: () => Record<string, unknown>;
}
