import { type Notice, noticeListSchema } from '../../schemas/api/notice';
import { get } from './client';

/** The system notices shown now (/bulletin), in the operators' order. */
export const fetchNotices = (signal?: AbortSignal): Promise<Notice[]> =>
  get('/api/channel/notice/info', undefined, { schema: noticeListSchema, signal });
