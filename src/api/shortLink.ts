import { type ShortLinkClick, shortLinkClickSchema } from '../../schemas/api/short-link';
import { post } from './client';

/** The data-trace click of /link/{bizId}: counts the visit and answers where the link goes. */
export const clickShortLink = (bizId: string, signal?: AbortSignal): Promise<ShortLinkClick> =>
  post('/api/data-trace/click', { bizId }, { schema: shortLinkClickSchema, signal });
