import type { TrackEvent } from '../../schemas/tracking';
import type { Db, Queryable, SqlValue } from '../db/db';
import { describeContentError, isContentError, isPartitionRouteRace } from './content-errors';
import {
  EventsRefusedError,
  type IngestMeta,
  type IngestSink,
  type SinkStats,
  type WriteResult,
} from './sink';

/** Rows per INSERT: keeps the parameter count far below PostgreSQL's 65,535 whatever the batch size. */
const ROWS_PER_INSERT = 200;
const COLUMNS = 10;

/** PostgreSQL text cannot hold NUL; a page's strings can. The JSON body keeps them as \u0000 escapes. */
const clean = (s: string): string => s.replaceAll('\0', '');

function rowOf(e: TrackEvent, receivedAt: number): SqlValue[] {
  return [
    clean(e.eventId),
    e.channel,
    e.eventType,
    clean(e.systemId),
    clean(e.deviceId),
    clean(e.sessionId),
    e.sequence,
    e.time,
    receivedAt,
    JSON.stringify(e),
  ];
}

async function insertEvents(
  tx: Queryable,
  events: readonly TrackEvent[],
  receivedAt: number,
): Promise<number> {
  let stored = 0;
  for (let i = 0; i < events.length; i += ROWS_PER_INSERT) {
    const chunk = events.slice(i, i + ROWS_PER_INSERT);
    const values = chunk
      .map((_, r) => `(${Array.from({ length: COLUMNS }, (_, c) => `$${r * COLUMNS + c + 1}`).join(', ')})`)
      .join(', ');
    const rows = await tx.query<{ event_id: string }>(
      `INSERT INTO trace_events
         (event_id, channel, event_type, system_id, device_id, session_id, sequence, client_time, received_at, body)
       VALUES ${values}
       ON CONFLICT (event_id, client_time) DO NOTHING
       RETURNING event_id`,
      chunk.flatMap((e) => rowOf(e, receivedAt)),
    );
    stored += rows.length;
  }
  return stored;
}

async function insertDropped(
  tx: Queryable,
  events: readonly TrackEvent[],
  meta: IngestMeta,
): Promise<number> {
  const first = events[0];
  if (!first) return 0;
  let total = 0;
  for (const [reason, count] of Object.entries(meta.dropped)) {
    if (!count) continue;
    const rows = await tx.query(
      `INSERT INTO trace_dropped (upload_key, reason, session_id, device_id, count, received_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (upload_key, reason) DO NOTHING
       RETURNING reason`,
      [clean(first.eventId), reason, clean(first.sessionId), clean(first.deviceId), count, meta.receivedAt],
    );
    if (rows.length > 0) total += count;
  }
  return total;
}

/** Keeps only the first of repeated eventIds within one upload. */
function uniqueById(events: readonly TrackEvent[]): TrackEvent[] {
  const byId = new Map<string, TrackEvent>();
  for (const e of events) if (!byId.has(e.eventId)) byId.set(e.eventId, e);
  return [...byId.values()];
}

/** The embedded default sink: the mall's own database (PGlite, or PostgreSQL when configured). */
export class DbIngestSink implements IngestSink {
  private readonly counters: SinkStats = {
    uploads: 0,
    events: 0,
    stored: 0,
    duplicates: 0,
    unmarkedDuplicates: 0,
    failures: 0,
    reportedDropped: 0,
    lastWriteAt: null,
  };

  constructor(private readonly db: Db) {}

  async write(events: readonly TrackEvent[], meta: IngestMeta): Promise<WriteResult> {
    const unique = uniqueById(events);
    try {
      // One transaction: the dropped counts are recorded only together with the batch that carried them.
      const attempt = () =>
        this.db.transaction(async (tx) => ({
          stored: await insertEvents(tx, unique, meta.receivedAt),
          dropped: await insertDropped(tx, unique, meta),
        }));
      // A day partition attached while this upload waited: once more, and the rows find their partition.
      const { stored, dropped } = await attempt().catch((e: unknown) => {
        if (isPartitionRouteRace(e)) return attempt();
        throw e;
      });
      const c = this.counters;
      c.uploads += 1;
      c.events += events.length;
      c.stored += stored;
      c.duplicates += events.length - stored;
      if (!meta.resend) c.unmarkedDuplicates += events.length - stored;
      c.reportedDropped += dropped;
      c.lastWriteAt = meta.receivedAt;
      return { stored, duplicates: events.length - stored };
    } catch (e) {
      this.counters.failures += 1;
      // The schema bounds every stored field; this catches whatever it still lets through.
      if (isContentError(e)) throw new EventsRefusedError(describeContentError(e));
      throw e;
    }
  }

  stats(): SinkStats {
    return { ...this.counters };
  }
}
