import type { Queryable } from '../db/db';

export interface BlockFigures {
  blockId: string;
  exposures: number;
  clicks: number;
}

/**
 * Exposures and clicks per block of one page, from the tracking ingest's events received in [from, to)
 * (server time). The events' bodies are JSON text (see migration 009); only the two block event types are
 * read and parsed, and the type index keeps the scan to them.
 */
export async function blockFigures(
  q: Queryable,
  pageId: string,
  from: number,
  to: number,
): Promise<BlockFigures[]> {
  const rows = await q.query<{ block_id: string; event_type: string; n: number }>(
    `SELECT e.b -> 'data' ->> 'blockId' AS block_id, e.event_type, count(*)::int AS n
       FROM (SELECT event_type, body::jsonb AS b FROM trace_events
              WHERE event_type IN ('BlockExposure', 'BlockClick') AND received_at >= $2 AND received_at < $3) e
      WHERE e.b -> 'data' ->> 'pageId' = $1
      GROUP BY 1, 2`,
    [pageId, from, to],
  );
  const byBlock = new Map<string, BlockFigures>();
  for (const r of rows) {
    const f = byBlock.get(r.block_id) ?? { blockId: r.block_id, exposures: 0, clicks: 0 };
    if (r.event_type === 'BlockExposure') f.exposures += r.n;
    else f.clicks += r.n;
    byBlock.set(r.block_id, f);
  }
  return [...byBlock.values()];
}
