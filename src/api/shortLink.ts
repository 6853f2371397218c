import { dataTraceClick } from '../../schemas/api/endpoints/short-links/data-trace';
import { type ShortLinkClick, shortLinkClickSchema } from '../../schemas/api/short-link';
import { call } from './call';

/**
 * The data-trace click of /link/{bizId}: counts the visit and answers where the link goes. The declaration
 * answers one of two shapes (a short link's or a shared link's click); a { bizId } click is checked against
 * the short link's alone, as the console narrows a held-back write (src/console/api.ts).
 */
export const clickShortLink = (bizId: string, signal?: AbortSignal): Promise<ShortLinkClick> =>
  call({ ...dataTraceClick, result: shortLinkClickSchema }, { body: { bizId } }, { signal });
