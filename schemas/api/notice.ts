import { z } from '../zod';

/** One entry of GET /api/channel/notice/info (system notices, /bulletin). Times are epoch ms. */
export const noticeSchema = z.object({
  noticeId: z.string(),
  title: z.string(),
  content: z.string(),
  linkUrl: z.nullable(z.string()),
  publishTime: z.number().check(z.int()),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeListSchema = z.array(noticeSchema);
