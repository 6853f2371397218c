import type { LoaderFunctionArgs } from 'react-router-dom';
import type { BoothPageAnswer } from '../../schemas/api/booth';
import {
  type BoothPageKey,
  boothKeyString,
  boothPageServedWithPage,
  fetchBoothPage,
  servedBoothPage,
} from '../api/booth';
import type { PendingAnswer } from './loadLayout';

export interface BoothLoaderData {
  cacheKey: string;
  pending: PendingAnswer;
  preview: boolean;
  /** The layout the page carries (a server-rendered first screen's): the first render shows it at once. */
  served?: BoothPageAnswer;
}

/**
 * Route loader for booth pages. It starts the layout fetch and returns at once, so the fetch runs
 * in parallel with the lazy route code instead of after it (ARCHITECTURE.md data flow).
 */
export function boothLoader(keyOf: (url: URL, params: LoaderFunctionArgs['params']) => BoothPageKey) {
  return ({ request, params }: LoaderFunctionArgs): BoothLoaderData => {
    const url = new URL(request.url);
    const key = keyOf(url, params);
    const previewToken = url.searchParams.get('previewToken') ?? undefined;
    // An answer the page carries was stamped while the page's own request was out, not now.
    const served = boothPageServedWithPage(key, previewToken);
    const startedAt = served?.startedAt ?? Date.now();
    // Before the fetch below, which takes the page's answer for itself as it starts.
    const first = previewToken === undefined ? servedBoothPage(key) : undefined;
    const answer = fetchBoothPage(key, previewToken);
    // The page consumes the rejection; this keeps it from surfacing as unhandled meanwhile.
    answer.catch(() => {});
    return {
      cacheKey: boothKeyString(key),
      pending: { answer, startedAt, ...(served ? { answeredAt: served.answeredAt } : {}) },
      preview: previewToken !== undefined,
      ...(first ? { served: first } : {}),
    };
  };
}
