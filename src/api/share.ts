import {
  type ShareCardAnswer,
  type ShareTarget,
  shareCardAnswerSchema,
  shareClickSchema,
} from '../../schemas/api/share';
import { get, post } from './client';

/** The flat query of a shared target (only the keys it has). */
const paramsOf = (t: ShareTarget): Record<string, string> =>
  Object.fromEntries(Object.entries(t).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** The preview card /sharePage shows: live, expired or unknown. */
export const fetchShareCard = (target: ShareTarget, signal?: AbortSignal): Promise<ShareCardAnswer> =>
  get('/api/share/card', paramsOf(target), { schema: shareCardAnswerSchema, signal });

/** The spec's data-trace click for a shared link; silent: the page does not wait for it. */
export const recordShareClick = (target: ShareTarget) =>
  post('/api/data-trace/click', { share: target }, { schema: shareClickSchema, silent: true });
