import type { PageRef } from '../booth/page-key';
import type { Queryable } from '../db/db';

/** A stored booth page: the two ways shoppers address it. */
export interface BoothPage {
  ref: number;
  pageCode: number | null;
  pageId: string;
}

interface PageRow {
  id: number;
  page_code: number | null;
  page_id: string;
}

const toPage = (r: PageRow): BoothPage => ({ ref: r.id, pageCode: r.page_code, pageId: r.page_id });

/** The page a key or shopper query names; `forUpdate` locks it so publishes of one page run in turn. */
export async function findPage(
  q: Queryable,
  ref: PageRef,
  forUpdate = false,
): Promise<BoothPage | undefined> {
  const lock = forUpdate ? ' FOR UPDATE' : '';
  const [row] =
    ref.kind === 'code'
      ? await q.query<PageRow>(`SELECT id, page_code, page_id FROM booth_pages WHERE page_code = $1${lock}`, [
          ref.pageCode,
        ])
      : await q.query<PageRow>(`SELECT id, page_code, page_id FROM booth_pages WHERE page_id = $1${lock}`, [
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
    'SELECT id, page_code, page_id FROM booth_pages WHERE page_id = $1 OR page_code = $2',
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
     RETURNING id, page_code, page_id`,
    [identity.pageCode, identity.pageId, now],
  );
  if (!row) throw new Error('booth page was not inserted');
  return toPage(row);
}

export async function listPages(q: Queryable): Promise<BoothPage[]> {
  const rows = await q.query<PageRow>(
    'SELECT id, page_code, page_id FROM booth_pages ORDER BY page_code NULLS LAST, page_id',
  );
  return rows.map(toPage);
}
