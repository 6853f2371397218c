import type { RawLayout } from '../booth/layout';
import type { Queryable } from '../db/db';

/** One row of a page's history as the operator API lists it. */
export interface VersionInfo {
  /** null for the draft. */
  version: number | null;
  /** 'cancelled': a scheduled version an operator called off; kept, never served. */
  status: 'draft' | 'published' | 'cancelled';
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
  /** When the version goes (or went) live on server time. */
  publishAt: number | null;
  rolledBackFrom: number | null;
  /** The version shoppers get right now. */
  live: boolean;
  /** Published to go live later than now: it can still be moved or cancelled. */
  scheduled: boolean;
}

interface VersionRow {
  id: number;
  version: number | null;
  status: 'draft' | 'published' | 'cancelled';
  layout: RawLayout;
  created_at: number;
  updated_at: number;
  published_at: number | null;
  publish_at: number | null;
  rolled_back_from: number | null;
}

const COLUMNS = `id, version, status, layout, created_at, updated_at, published_at, publish_at, rolled_back_from`;

function toInfo(r: VersionRow, liveId: number | undefined, now: number): VersionInfo {
  const publishAt = r.publish_at === null ? null : Number(r.publish_at);
  return {
    version: r.version,
    status: r.status,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    publishedAt: r.published_at === null ? null : Number(r.published_at),
    publishAt,
    rolledBackFrom: r.rolled_back_from,
    live: r.id === liveId,
    scheduled: r.status === 'published' && publishAt !== null && publishAt > now,
  };
}

// The served version: the newest scheduled instant that has come, so a version published for
// tomorrow 10:00 takes over then even if a fix was published meanwhile; ties go to the later version.
const LIVE_ORDER = 'ORDER BY publish_at DESC, version DESC LIMIT 1';

async function liveRow(q: Queryable, pageRef: number, now: number): Promise<VersionRow | undefined> {
  const [row] = await q.query<VersionRow>(
    `SELECT ${COLUMNS} FROM booth_versions
      WHERE page_ref = $1 AND status = 'published' AND publish_at <= $2 ${LIVE_ORDER}`,
    [pageRef, now],
  );
  return row;
}

/** The published layout shoppers get at `now`, or undefined when nothing is live yet. */
export async function liveLayout(q: Queryable, pageRef: number, now: number): Promise<RawLayout | undefined> {
  return (await liveRow(q, pageRef, now))?.layout;
}

export async function findDraft(
  q: Queryable,
  pageRef: number,
): Promise<{ layout: RawLayout; info: VersionInfo } | undefined> {
  const [row] = await q.query<VersionRow>(
    `SELECT ${COLUMNS} FROM booth_versions WHERE page_ref = $1 AND status = 'draft'`,
    [pageRef],
  );
  return row ? { layout: row.layout, info: toInfo(row, undefined, 0) } : undefined;
}

export async function findPublished(
  q: Queryable,
  pageRef: number,
  version: number,
): Promise<RawLayout | undefined> {
  const [row] = await q.query<VersionRow>(
    `SELECT ${COLUMNS} FROM booth_versions WHERE page_ref = $1 AND status = 'published' AND version = $2`,
    [pageRef, version],
  );
  return row?.layout;
}

/** Each page has at most one draft: saving again replaces it. */
export async function upsertDraft(
  q: Queryable,
  pageRef: number,
  layout: RawLayout,
  now: number,
): Promise<void> {
  const json = JSON.stringify(layout);
  const updated = await q.query<{ id: number }>(
    `UPDATE booth_versions SET layout = $2::jsonb, updated_at = $3
      WHERE page_ref = $1 AND status = 'draft' RETURNING id`,
    [pageRef, json, now],
  );
  if (updated.length > 0) return;
  await q.query(
    `INSERT INTO booth_versions (page_ref, status, layout, created_at, updated_at)
     VALUES ($1, 'draft', $2::jsonb, $3, $3)`,
    [pageRef, json, now],
  );
}

export async function nextVersion(q: Queryable, pageRef: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT coalesce(max(version), 0)::int + 1 AS n FROM booth_versions WHERE page_ref = $1`,
    [pageRef],
  );
  return row?.n ?? 1;
}

/** Turns the draft into published version `version` (the draft is consumed). */
export async function publishDraftRow(
  q: Queryable,
  pageRef: number,
  p: { version: number; layout: RawLayout; now: number; publishAt: number },
): Promise<void> {
  await q.query(
    `UPDATE booth_versions
        SET status = 'published', version = $2, layout = $3::jsonb, updated_at = $4, published_at = $4,
            publish_at = $5
      WHERE page_ref = $1 AND status = 'draft'`,
    [pageRef, p.version, JSON.stringify(p.layout), p.now, p.publishAt],
  );
}

/** A new published version (seed, rollback); every earlier one is kept. */
export async function insertPublished(
  q: Queryable,
  pageRef: number,
  p: { version: number; layout: RawLayout; now: number; publishAt: number; rolledBackFrom: number | null },
): Promise<void> {
  await q.query(
    `INSERT INTO booth_versions (page_ref, status, version, layout, created_at, updated_at, published_at,
       publish_at, rolled_back_from)
     VALUES ($1, 'published', $2, $3::jsonb, $4, $4, $4, $5, $6)`,
    [pageRef, p.version, JSON.stringify(p.layout), p.now, p.publishAt, p.rolledBackFrom],
  );
}

/** The draft first, then published versions newest first. */
export async function listVersions(q: Queryable, pageRef: number, now: number): Promise<VersionInfo[]> {
  const live = await liveRow(q, pageRef, now);
  const rows = await q.query<VersionRow>(
    `SELECT ${COLUMNS} FROM booth_versions WHERE page_ref = $1
      ORDER BY (status = 'draft') DESC, version DESC`,
    [pageRef],
  );
  return rows.map((r) => toInfo(r, live?.id, now));
}

/** The page's newest layout: its draft, else its highest version (the page's name as last written). */
export async function newestLayout(q: Queryable, pageRef: number): Promise<RawLayout | undefined> {
  const [row] = await q.query<{ layout: RawLayout }>(
    `SELECT layout FROM booth_versions WHERE page_ref = $1
      ORDER BY (status = 'draft') DESC, version DESC LIMIT 1`,
    [pageRef],
  );
  return row?.layout;
}

/** Any numbered version, cancelled ones included (to open or compare), with its status. */
export async function findVersion(
  q: Queryable,
  pageRef: number,
  version: number,
): Promise<{ layout: RawLayout; status: VersionRow['status'] } | undefined> {
  const [row] = await q.query<VersionRow>(
    `SELECT ${COLUMNS} FROM booth_versions WHERE page_ref = $1 AND version = $2`,
    [pageRef, version],
  );
  return row ? { layout: row.layout, status: row.status } : undefined;
}

/** The version that goes live soonest after `now`, if any: what a page with nothing live yet opens on. */
export async function firstScheduled(
  q: Queryable,
  pageRef: number,
  now: number,
): Promise<{ version: number; layout: RawLayout } | undefined> {
  const [row] = await q.query<VersionRow>(
    `SELECT ${COLUMNS} FROM booth_versions
      WHERE page_ref = $1 AND status = 'published' AND publish_at > $2 ORDER BY publish_at, version LIMIT 1`,
    [pageRef, now],
  );
  return row && row.version !== null ? { version: row.version, layout: row.layout } : undefined;
}

/** Moves a version still waiting to go live; false when it is not waiting (live already, cancelled, absent). */
export async function moveScheduled(
  q: Queryable,
  pageRef: number,
  p: { version: number; publishAt: number; now: number },
): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    `UPDATE booth_versions SET publish_at = $3, updated_at = $4
      WHERE page_ref = $1 AND version = $2 AND status = 'published' AND publish_at > $4 RETURNING id`,
    [pageRef, p.version, p.publishAt, p.now],
  );
  return rows.length > 0;
}

/** Calls off a version still waiting to go live; answers its layout, or undefined when it is not waiting. */
export async function cancelScheduled(
  q: Queryable,
  pageRef: number,
  p: { version: number; now: number },
): Promise<RawLayout | undefined> {
  const [row] = await q.query<{ layout: RawLayout }>(
    `UPDATE booth_versions SET status = 'cancelled', updated_at = $3
      WHERE page_ref = $1 AND version = $2 AND status = 'published' AND publish_at > $3 RETURNING layout`,
    [pageRef, p.version, p.now],
  );
  return row?.layout;
}
