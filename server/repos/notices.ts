import type { Notice } from '../../schemas/api/notice';
import type { Queryable } from '../db/db';

/** System notices inside their display window now, in display order. */
export async function liveNotices(db: Queryable, now: number): Promise<Notice[]> {
  const rows = await db.query<{
    notice_no: string;
    title: string;
    content: string;
    link_url: string | null;
    start_at: number;
  }>(
    `SELECT notice_no, title, content, link_url, start_at FROM notices
      WHERE kind = 'bulletin' AND status = 1 AND start_at <= $1 AND (end_at IS NULL OR end_at > $1)
      ORDER BY sort, notice_no`,
    [now],
  );
  return rows.map((n) => ({
    noticeId: n.notice_no,
    title: n.title,
    content: n.content,
    linkUrl: n.link_url,
    publishTime: Number(n.start_at),
  }));
}
