import type { NoticeUpsert, OperatorNotice } from '../../schemas/api/notice-operator';
import type { Queryable } from '../db/db';

/** A notice as stored; its state depends on the clock, so the service adds it. */
export type StoredNotice = Omit<OperatorNotice, 'state'>;

interface Row {
  notice_no: string;
  title: string;
  content: string;
  link_url: string | null;
  sort: number;
  start_at: number | string;
  end_at: number | string | null;
  status: number;
  kind: 'bulletin' | 'page';
  revision: number;
}

const toNotice = (r: Row): StoredNotice => ({
  noticeNo: r.notice_no,
  title: r.title,
  content: r.content,
  linkUrl: r.link_url,
  sort: Number(r.sort),
  startAt: Number(r.start_at),
  endAt: r.end_at === null ? null : Number(r.end_at),
  status: Number(r.status) === 1 ? 1 : 0,
  kind: r.kind,
  revision: Number(r.revision),
});

/** Every notice, shown, scheduled, ended or withdrawn (the operators' list). */
export async function allNotices(db: Queryable): Promise<StoredNotice[]> {
  const rows = await db.query<Row>('SELECT * FROM notices ORDER BY start_at DESC, notice_no LIMIT 500');
  return rows.map(toNotice);
}

/**
 * Creates the notice, or replaces the one with the same noticeNo. A changed title or content is a new
 * revision (an agreement page's version, ADR 0019); one statement, so parallel saves each count.
 */
export async function upsertNotice(db: Queryable, n: NoticeUpsert, now: number): Promise<StoredNotice> {
  const [row] = await db.query<Row>(
    `INSERT INTO notices (notice_no, title, content, link_url, sort, start_at, end_at, status, kind, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (notice_no) DO UPDATE SET title = $2, content = $3, link_url = $4, sort = $5,
       start_at = $6, end_at = $7, status = $8, kind = $9, updated_at = $10,
       revision = notices.revision
         + CASE WHEN notices.title <> $2 OR notices.content <> $3 THEN 1 ELSE 0 END
     RETURNING *`,
    [n.noticeNo, n.title, n.content, n.linkUrl, n.sort, n.startAt, n.endAt, n.status, n.kind, now],
  );
  if (!row) throw new Error('notice upsert returned no row');
  return toNotice(row);
}
