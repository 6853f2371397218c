import { z } from '../zod';
import { code, epochMs, text } from './primitives';
import { inMallPathLinkSchema } from './short-link';

/**
 * Operators' system notices (/bulletin): POST /api/operator/notices creates or replaces one by
 * its noticeNo. A notice's link, when it has one, stays in the mall like a short link's.
 */
export const noticeUpsertRequestSchema = z
  .object({
    noticeNo: code(32),
    title: text(60, { min: 1, what: 'title' }),
    // Pages (kind 'page': /recruitment-announcement, /comment-rule, /agreement, ADR 0019) are longer than notices.
    content: text(20000, { min: 1, multiline: true, what: 'content' }),
    linkUrl: z._default(z.nullable(inMallPathLinkSchema.shape.url), null),
    sort: z._default(z.int().check(z.gte(0)).check(z.lte(9999)), 0),
    startAt: epochMs,
    endAt: z._default(z.nullable(epochMs), null),
    /** 1 shown (inside its window), 0 withdrawn. */
    status: z._default(z.union([z.literal(0), z.literal(1)]), 1),
    /** 'bulletin' lists it on /bulletin; 'page' is an informational page named by its noticeNo. */
    kind: z._default(z.enum(['bulletin', 'page']), 'bulletin'),
  })
  .check(
    z.refine((n) => n.kind === 'page' || n.content.length <= 2000, {
      path: ['content'],
      message: 'content must have at most 2000 characters',
    }),
  );
export type NoticeUpsert = z.output<typeof noticeUpsertRequestSchema>;

export const NOTICE_STATES = ['withdrawn', 'scheduled', 'live', 'ended'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

/** A notice's state at `now` (server time): its window is start inclusive, end exclusive. */
export function noticeStateAt(
  n: { status: 0 | 1; startAt: number; endAt: number | null },
  now: number,
): NoticeState {
  if (n.status === 0) return 'withdrawn';
  if (now < n.startAt) return 'scheduled';
  if (n.endAt !== null && now >= n.endAt) return 'ended';
  return 'live';
}

export const operatorNoticeSchema = z.object({
  noticeNo: z.string(),
  title: z.string(),
  content: z.string(),
  linkUrl: z.nullable(z.string()),
  sort: z.int(),
  startAt: z.int(),
  endAt: z.nullable(z.int()),
  status: z.union([z.literal(0), z.literal(1)]),
  kind: z.enum(['bulletin', 'page']),
  revision: z.int(),
  /**
   * What shoppers get now, judged on the server's clock: withdrawn, scheduled (before its
   * start), live (inside its window) or ended (past its end).
   */
  state: z.enum(NOTICE_STATES),
});
export type OperatorNotice = z.infer<typeof operatorNoticeSchema>;
export const operatorNoticeListSchema = z.object({ list: z.array(operatorNoticeSchema) });
