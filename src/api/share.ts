import { shareCard } from '../../schemas/api/endpoints/share-info/share';
import { dataTraceClick } from '../../schemas/api/endpoints/short-links/data-trace';
import { type ShareCardAnswer, type ShareTarget, shareClickSchema } from '../../schemas/api/share';
import { call } from './call';

/** The preview card /sharePage shows: live, expired or unknown. */
export const fetchShareCard = (target: ShareTarget, signal?: AbortSignal): Promise<ShareCardAnswer> =>
  call(shareCard, { query: target }, { signal });

/**
 * The spec's data-trace click for a shared link; silent: the page does not wait for it. Its answer is checked
 * against the shared link's shape alone, one of the two the declaration answers (see shortLink.ts).
 */
export const recordShareClick = (target: ShareTarget) =>
  call({ ...dataTraceClick, result: shareClickSchema }, { body: { share: target } }, { silent: true });
