import type { DroppedCounts, TrackChannel, TrackEvent } from '../../schemas/tracking';

/** What the HTTP layer knows about one accepted upload besides its events. */
export interface IngestMeta {
  /** The endpoint it arrived on (/api/trace/log → normal, /api/trace/chain → trace). */
  channel: TrackChannel;
  /** Server time of arrival, epoch ms. */
  receivedAt: number;
  /** Counts the client dropped since its last successful upload (cache limit, oversize, …). */
  dropped: DroppedCounts;
  /** Marked as a resend (TRACKING_HEADERS.resend): its events may have arrived before. */
  resend: boolean;
}

export interface WriteResult {
  /** Events new to the store. */
  stored: number;
  /** Events whose eventId was already stored (a retried or replayed upload). */
  duplicates: number;
}

export interface SinkStats {
  uploads: number;
  events: number;
  stored: number;
  duplicates: number;
  /** Of those, the copies that came in uploads not marked as resends: an event sent twice on the wire. */
  unmarkedDuplicates: number;
  /** Writes that threw: the client was told to retry. */
  failures: number;
  /** Sum of the dropped counts clients reported. */
  reportedDropped: number;
  lastWriteAt: number | null;
}

/**
 * Thrown by a sink when the store refuses the events themselves (a value out of range, an id too long
 * for its index): sending them again can never succeed, so the client is told 'rejected', not 'retry'.
 */
export class EventsRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`tracking store refused the events: ${reason}`);
    this.name = 'EventsRefusedError';
  }
}

/**
 * Where accepted events go. The default writes to the mall's database; at scale a log (Kafka) and a
 * column store (ClickHouse) implement the same two methods. write() must be idempotent on eventId
 * (clients retry until they see success) and must throw rather than half-succeed silently: a throw is
 * answered with 'retry', so the client keeps the events — except EventsRefusedError, answered 'rejected'.
 */
export interface IngestSink {
  write(events: readonly TrackEvent[], meta: IngestMeta): Promise<WriteResult>;
  stats(): SinkStats;
}

export interface RecentQuery {
  limit: number;
  eventType?: string;
  sessionId?: string;
  channel?: TrackChannel;
}

export interface StoredEvent {
  receivedAt: number;
  event: unknown;
}

export interface SessionLoss {
  sessionId: string;
  deviceId: string;
  received: number;
  minSequence: number;
  maxSequence: number;
  /** Sequence numbers below maxSequence never received (events lost or still on the client). */
  missing: number;
  /** Missing ranges, inclusive, first ones only. */
  gaps: { from: number; to: number }[];
  /** Dropped counts the client reported, by reason. */
  dropped: Record<string, number>;
  firstReceivedAt: number;
  lastReceivedAt: number;
}

/** Operator/QA reads. Separate from the sink: a log store is written by the ingest but read elsewhere. */
export interface TraceReader {
  recent(q: RecentQuery): Promise<StoredEvent[]>;
  loss(q: { limit: number; sessionId?: string }): Promise<SessionLoss[]>;
}
