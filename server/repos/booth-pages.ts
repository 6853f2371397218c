import type { PageRef } from '../booth/page-key';
import type { Queryable } from '../db/db';

/** A stored booth page: the two ways shoppers address it. */
export interface BoothPage {
  ref: number;
  pageCode: number | null;
  pageId: string;
  /** Counts every write to the page; a write based on an older count is refused (ADR 0044). */
  revision: number;
  /** Who made the latest write and when (server time); null before the first. */
  changedBy: string | null;
  changedAt: number | null;
}

interface PageRow {
  id: number;
  page_code: number | null;
  page_id: string;
  revision: number;
  changed_by: string | null;
  changed_at: number | string | null;
}

const PAGE_COLUMNS = 'id, page_code, page_id, revision, changed_by, changed_at';

const toPage = (r: PageRow): BoothPage => ({
  ref: r.id,
  pageCode: r.page_code,
  pageId: r.page_id,
  revision: r.revision,
  changedBy: r.changed_by,
  changedAt: r.changed_at === null ? null : Number(r.changed_at),
});

/** The page a key or shopper query names; `forUpdate` locks it so publishes of one page run in turn. */
export async function findPage(
  q: Queryable,
  ref: PageRef,
  forUpdate = false,
): Promise<BoothPage | undefined> {
  const lock = forUpdate ? ' FOR UPDATE' : '';
  const [row] =
    ref.kind === 'code'
      ? await q.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM booth_pages WHERE page_code = $1${lock}`, [
          ref.pageCode,
        ])
      : await q.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM booth_pages WHERE page_id = $1${lock}`, [
          ref.pageId,
        ]);
  return row ? toPage(row) : undefined;
}

/** A stored page that already holds this pageId or pageCode, if any. */
export async function findPageClash(
  q: Queryable,
  identity: { pageCode: number | null; pageId: string },
): Promise<BoothPage | undefined> {
  const [clash] = await q.query<PageRow>(
    `SELECT ${PAGE_COLUMNS} FROM booth_pages WHERE page_id = $1 OR page_code = $2`,
    [identity.pageId, identity.pageCode],
  );
  return clash ? toPage(clash) : undefined;
}

export async function insertPage(
  q: Queryable,
  identity: { pageCode: number | null; pageId: string },
  now: number,
): Promise<BoothPage> {
  const [row] = await q.query<PageRow>(
    `INSERT INTO booth_pages (page_code, page_id, created_at) VALUES ($1, $2, $3)
     RETURNING ${PAGE_COLUMNS}`,
    [identity.pageCode, identity.pageId, now],
  );
  if (!row) throw new Error('booth page was not inserted');
  return toPage(row);
}

export async function listPages(q: Queryable): Promise<BoothPage[]> {
  const rows = await q.query<PageRow>(
    `SELECT ${PAGE_COLUMNS} FROM booth_pages ORDER BY page_code NULLS LAST, page_id`,
  );
  return rows.map(toPage);
}

/** Counts one write to the page by `actor`; answers the page's new revision. Run inside the write's transaction. */
export async function touchPage(q: Queryable, pageRef: number, actor: string, now: number): Promise<number> {
  const [row] = await q.query<{ revision: number }>(
    `UPDATE booth_pages SET revision = revision + 1, changed_by = $2, changed_at = $3 WHERE id = $1
     RETURNING revision`,
    [pageRef, actor, now],
  );
  if (!row) throw new Error('booth page was not updated');
  return row.revision;
}
