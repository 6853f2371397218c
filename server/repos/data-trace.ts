import type { Queryable } from '../db/db';

export interface TraceClick {
  kind: 'short_link' | 'share';
  ref: string;
  outcome: 'live' | 'expired' | 'unknown';
  sharer: string | null;
}

/** One row per data-trace click (the fields are bounded by the schema and the table's checks). */
export async function insertTraceClick(db: Queryable, click: TraceClick, now: number): Promise<void> {
  await db.query(
    'INSERT INTO data_trace_clicks (kind, ref, outcome, sharer, at) VALUES ($1, $2, $3, $4, $5)',
    [click.kind, click.ref, click.outcome, click.sharer, now],
  );
}

/** Clicks recorded for one reference (tests and the operators' numbers). */
export async function countTraceClicks(
  db: Queryable,
  kind: TraceClick['kind'],
  ref: string,
): Promise<number> {
  const rows = await db.query<{ n: number | string }>(
    'SELECT count(*) AS n FROM data_trace_clicks WHERE kind = $1 AND ref = $2',
    [kind, ref],
  );
  return Number(rows[0]?.n ?? 0);
}
