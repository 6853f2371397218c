import { noticeList } from '../../schemas/api/endpoints/catalogue/notice';
import type { Notice } from '../../schemas/api/notice';
import { call } from './call';

/** The system notices shown now (/bulletin), in the operators' order. */
export const fetchNotices = (signal?: AbortSignal): Promise<Notice[]> => call(noticeList, {}, { signal });
