import { Hono } from 'hono';
import type { Notice } from '../../../schemas/api/notice';
import type { AppDeps } from '../../config';
import { sendOk } from '../../http/envelope';
import type { AppEnv } from '../../http/types';

/** /api/channel/notice: system notices currently in their display window (public). */
export function noticeRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/info', async (c) => {
    const rows = await deps.db.query<{
      notice_no: string;
      title: string;
      content: string;
      link_url: string | null;
      start_at: number;
    }>(
      `SELECT notice_no, title, content, link_url, start_at FROM notices
        WHERE status = 1 AND start_at <= $1 AND (end_at IS NULL OR end_at > $1)
        ORDER BY sort, notice_no`,
      [deps.config.clock()],
    );
    const notices: Notice[] = rows.map((n) => ({
      noticeId: n.notice_no,
      title: n.title,
      content: n.content,
      linkUrl: n.link_url,
      publishTime: Number(n.start_at),
    }));
    return sendOk(c, notices);
  });
  return r;
}
