import type { Queryable, SqlValue } from '../db/db';
import type { RecentQuery, SessionLoss, StoredEvent, TraceReader } from './sink';

/** Missing ranges listed per session; the count in `missing` is always complete. */
const GAPS_PER_SESSION = 20;

interface SessionRow {
  session_id: string;
  device_id: string;
  received: number;
  min_seq: number;
  max_seq: number;
  distinct_seq: number;
  first_at: number;
  last_at: number;
}

/** Reads the database sink's tables for the operator/QA endpoints. */
export class DbTraceReader implements TraceReader {
  constructor(private readonly db: Queryable) {}

  async recent(q: RecentQuery): Promise<StoredEvent[]> {
    const where: string[] = [];
    const params: SqlValue[] = [];
    const add = (column: string, value: string | undefined) => {
      if (value === undefined) return;
      params.push(value);
      where.push(`${column} = $${params.length}`);
    };
    add('event_type', q.eventType);
    add('session_id', q.sessionId);
    add('channel', q.channel);
    params.push(q.limit);
    const rows = await this.db.query<{ received_at: number; body: string }>(
      `SELECT received_at, body FROM trace_events
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY received_at DESC, client_time DESC, sequence DESC
        LIMIT $${params.length}`,
      params,
    );
    return rows.map((r) => ({ receivedAt: r.received_at, event: JSON.parse(r.body) as unknown }));
  }

  async loss(q: { limit: number; sessionId?: string }): Promise<SessionLoss[]> {
    const sessions = await this.db.query<SessionRow>(
      `SELECT session_id, min(device_id) AS device_id, count(*)::int AS received,
              min(sequence) AS min_seq, max(sequence) AS max_seq, count(DISTINCT sequence)::int AS distinct_seq,
              min(received_at) AS first_at, max(received_at) AS last_at
         FROM trace_events
        WHERE ($1::text IS NULL OR session_id = $1)
        GROUP BY session_id
        ORDER BY max(received_at) DESC
        LIMIT $2`,
      [q.sessionId ?? null, q.limit],
    );
    if (sessions.length === 0) return [];
    const ids = sessions.map((s) => s.session_id);
    const gaps = await this.db.query<{ session_id: string; gap_from: number; gap_to: number }>(
      // lag(…, 1, 0): a session whose first received sequence is above 1 lost its start.
      `SELECT session_id, prev + 1 AS gap_from, sequence - 1 AS gap_to FROM (
         SELECT session_id, sequence, lag(sequence, 1, 0) OVER (PARTITION BY session_id ORDER BY sequence) AS prev
           FROM (SELECT DISTINCT session_id, sequence FROM trace_events WHERE session_id = ANY($1)) d
       ) x
       WHERE sequence - prev > 1
       ORDER BY session_id, sequence`,
      [ids],
    );
    const dropped = await this.db.query<{ session_id: string; reason: string; n: number }>(
      `SELECT session_id, reason, sum(count)::int AS n FROM trace_dropped
        WHERE session_id = ANY($1) GROUP BY session_id, reason`,
      [ids],
    );
    return sessions.map((s) => ({
      sessionId: s.session_id,
      deviceId: s.device_id,
      received: s.received,
      minSequence: s.min_seq,
      maxSequence: s.max_seq,
      missing: s.max_seq - s.distinct_seq,
      gaps: gaps
        .filter((g) => g.session_id === s.session_id)
        .slice(0, GAPS_PER_SESSION)
        .map((g) => ({ from: g.gap_from, to: g.gap_to })),
      dropped: Object.fromEntries(
        dropped.filter((d) => d.session_id === s.session_id).map((d) => [d.reason, d.n]),
      ),
      firstReceivedAt: s.first_at,
      lastReceivedAt: s.last_at,
    }));
  }
}
