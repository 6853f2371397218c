import type { Queryable, SqlValue } from '../db/db';
import { DAY_MS, LOCAL_OFFSET_MS, localDayStart } from '../domain/local-day';

/**
 * The operators' figures of a booth page from the tracking ingest's events (ADR 0058).
 * Every figure is keyed by the published version and the block id the event names, never summed across
 * versions, so a block a later version removed keeps its history. Times are the event's own on server time
 * (device time plus the offset the tracker measured); the day partitions are pruned on the device time, a
 * day wider than the period so a device clock a few hours off still counts.
 */
export interface FigureFilter {
  pageId: string;
  /** [from, to) on server time. */
  from: number;
  to: number;
  /** One published version only; every version otherwise. */
  version?: number;
  /**
   * One experiment variant only: events whose block data carry `variant` with this value (an experiment's
   * events name the variant the visitor got; ordinary events carry none and are left out by this filter).
   */
  variant?: string;
}

/** Figures of one block of one version. */
export interface VersionBlockFigures {
  version: number;
  blockId: string;
  blockType: string;
  exposures: number;
  /** Distinct visitors (the tracker's visitor id, `deviceId`) the block was shown to. */
  visitors: number;
  /** Taps inside the block, its close control excepted. */
  clicks: number;
  /** Distinct visitors who tapped it. */
  clickers: number;
  /** Taps on its close control (a popup's or pendant's ×): never clicks. */
  dismissals: number;
  /** Orders attributed to it: see attributedOrders. */
  orders: number;
}

/** Figures of one China (UTC+8) day; `day` is the day's start on server time. */
export interface DayFigures {
  day: number;
  exposures: number;
  visitors: number;
  clicks: number;
  clickers: number;
  dismissals: number;
  orders: number;
}

/** One order and the block it is attributed to. */
export interface AttributedOrder {
  orderNo: string;
  createdAt: number;
  version: number;
  blockId: string;
  blockType: string;
}

const BLOCK_EVENTS = `('BlockExposure', 'BlockClick', 'BlockDismiss')`;

/** `$n` placeholders after the ones already used, for the optional version and variant conditions. */
function extraConditions(filter: FigureFilter, params: SqlValue[], data: string): string {
  let sql = '';
  if (filter.version !== undefined) {
    params.push(filter.version);
    sql += ` AND (${data} ->> 'version')::int = $${params.length}`;
  }
  if (filter.variant !== undefined) {
    params.push(filter.variant);
    sql += ` AND ${data} ->> 'variant' = $${params.length}`;
  }
  return sql;
}

/**
 * The page's block events in the period: type, visitor, version, block and server-time instant. Version 0
 * (a preview's; previews send none today) is never counted.
 */
function blockEventsSql(filter: FigureFilter, params: SqlValue[]): string {
  params.push(filter.pageId, filter.from, filter.to, DAY_MS);
  const [page, from, to, day] = [1, 2, 3, 4].map((i) => `$${params.length - 4 + i}`);
  const extra = extraConditions(filter, params, `e.b -> 'data'`);
  return `SELECT e.event_type, e.device_id, (e.b -> 'data' ->> 'version')::int AS version,
                 e.b -> 'data' ->> 'blockId' AS block_id, e.b -> 'data' ->> 'blockType' AS block_type, e.at
            FROM (SELECT event_type, device_id, b,
                         client_time + coalesce((b ->> 'timeOffset')::float8, 0)::bigint AS at
                    FROM (SELECT event_type, device_id, client_time, body::jsonb AS b FROM trace_events
                           WHERE event_type IN ${BLOCK_EVENTS}
                             AND client_time >= ${from}::bigint - ${day}::bigint
                             AND client_time < ${to}::bigint + ${day}::bigint) raw) e
           WHERE e.b -> 'data' ->> 'pageId' = ${page} AND e.at >= ${from} AND e.at < ${to}
             AND (e.b -> 'data' ->> 'version')::int > 0${extra}`;
}

const COUNTS = `count(*) FILTER (WHERE event_type = 'BlockExposure')::int AS exposures,
  count(DISTINCT device_id) FILTER (WHERE event_type = 'BlockExposure')::int AS visitors,
  count(*) FILTER (WHERE event_type = 'BlockClick')::int AS clicks,
  count(DISTINCT device_id) FILTER (WHERE event_type = 'BlockClick')::int AS clickers,
  count(*) FILTER (WHERE event_type = 'BlockDismiss')::int AS dismissals`;

interface CountRow {
  exposures: number;
  visitors: number;
  clicks: number;
  clickers: number;
  dismissals: number;
}

/**
 * Orders placed in the period, each attributed once, to the last booth block its shopper tapped before it in
 * the same tracking session (on any page; the order counts for this page only when that block is on it).
 * The order's create-order call is found by the trace id stored with it (migration 059): that call's
 * ApiInvoke event names the session and its place in the session's sequence; the click with the highest
 * sequence below it wins. Orders with no stored trace id, or whose call event has not arrived, have no
 * block. Taps on a close control are not clicks and never win.
 */
export async function attributedOrders(q: Queryable, filter: FigureFilter): Promise<AttributedOrder[]> {
  const params: SqlValue[] = [filter.pageId, filter.from, filter.to, DAY_MS];
  const extra = extraConditions(filter, params, 'd');
  const rows = await q.query<{
    order_no: string;
    created_at: number | string;
    version: number;
    block_id: string;
    block_type: string | null;
  }>(
    `WITH placed AS MATERIALIZED (
       SELECT o.order_no, o.created_at, t.trace_id FROM orders o JOIN order_traces t ON t.order_no = o.order_no
        WHERE o.created_at >= $2 AND o.created_at < $3
     ), calls AS MATERIALIZED (
       SELECT session_id, sequence, body::jsonb -> 'data' ->> 'traceId' AS trace_id FROM trace_events
        WHERE event_type = 'ApiInvoke' AND channel = 'trace'
          AND client_time >= $2::bigint - $4::bigint AND client_time < $3::bigint + $4::bigint
     ), placed_in AS (
       SELECT DISTINCT ON (p.order_no) p.order_no, p.created_at, c.session_id, c.sequence
         FROM placed p JOIN calls c ON c.trace_id = p.trace_id
        ORDER BY p.order_no, c.sequence
     ), clicks AS MATERIALIZED (
       SELECT session_id, sequence, body::jsonb -> 'data' AS d FROM trace_events
        WHERE event_type = 'BlockClick'
          AND client_time >= $2::bigint - 2 * $4::bigint AND client_time < $3::bigint + $4::bigint
     ), last_click AS (
       SELECT DISTINCT ON (p.order_no) p.order_no, p.created_at, k.d
         FROM placed_in p JOIN clicks k ON k.session_id = p.session_id AND k.sequence < p.sequence
        ORDER BY p.order_no, k.sequence DESC
     )
     SELECT order_no, created_at, (d ->> 'version')::int AS version, d ->> 'blockId' AS block_id,
            d ->> 'blockType' AS block_type
       FROM last_click
      WHERE d ->> 'pageId' = $1 AND (d ->> 'version')::int > 0${extra}
      ORDER BY created_at, order_no`,
    params,
  );
  return rows.map((r) => ({
    orderNo: r.order_no,
    createdAt: Number(r.created_at),
    version: r.version,
    blockId: r.block_id,
    blockType: r.block_type ?? '',
  }));
}

/** Exposures, visitors, clicks, closes and orders per version and block, newest version first. */
export async function versionBlockFigures(
  q: Queryable,
  filter: FigureFilter,
): Promise<VersionBlockFigures[]> {
  const params: SqlValue[] = [];
  const rows = await q.query<CountRow & { version: number; block_id: string; block_type: string | null }>(
    `SELECT version, block_id, max(block_type) AS block_type, ${COUNTS}
       FROM (${blockEventsSql(filter, params)}) ev GROUP BY version, block_id`,
    params,
  );
  const key = (version: number, blockId: string) => `${version}\u0000${blockId}`;
  const byKey = new Map<string, VersionBlockFigures>();
  for (const r of rows) {
    const { block_id: blockId, block_type: blockType, ...counts } = r;
    byKey.set(key(r.version, blockId), { ...counts, blockId, blockType: blockType ?? '', orders: 0 });
  }
  for (const o of await attributedOrders(q, filter)) {
    const k = key(o.version, o.blockId);
    const row = byKey.get(k) ?? {
      version: o.version,
      blockId: o.blockId,
      blockType: o.blockType,
      exposures: 0,
      visitors: 0,
      clicks: 0,
      clickers: 0,
      dismissals: 0,
      orders: 0,
    };
    row.orders += 1;
    byKey.set(k, row);
  }
  return [...byKey.values()].sort((a, b) => b.version - a.version || a.blockId.localeCompare(b.blockId));
}

/** The same figures per China day over the page's blocks (visitors distinct per day), days without events left out. */
export async function dailyFigures(q: Queryable, filter: FigureFilter): Promise<DayFigures[]> {
  const params: SqlValue[] = [];
  const events = blockEventsSql(filter, params);
  params.push(LOCAL_OFFSET_MS, DAY_MS);
  const [offset, day] = [`$${params.length - 1}`, `$${params.length}`];
  const rows = await q.query<CountRow & { day_index: number }>(
    `SELECT floor((at + ${offset}::bigint)::float8 / ${day}::float8)::int AS day_index, ${COUNTS}
       FROM (${events}) ev GROUP BY 1`,
    params,
  );
  const byDay = new Map<number, DayFigures>();
  for (const { day_index: index, ...counts } of rows) {
    const start = index * DAY_MS - LOCAL_OFFSET_MS;
    byDay.set(start, { day: start, ...counts, orders: 0 });
  }
  for (const o of await attributedOrders(q, filter)) {
    const start = localDayStart(o.createdAt);
    const row = byDay.get(start) ?? {
      day: start,
      exposures: 0,
      visitors: 0,
      clicks: 0,
      clickers: 0,
      dismissals: 0,
      orders: 0,
    };
    row.orders += 1;
    byDay.set(start, row);
  }
  return [...byDay.values()].sort((a, b) => a.day - b.day);
}
