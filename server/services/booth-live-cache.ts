import { withGovSection } from '../booth/gov-section';
import type { PageRef } from '../booth/page-key';
import { shopperViewAt } from '../booth/shopper-view';
import type { AppDeps } from '../config';
import { findPage } from '../repos/booth-pages';
import { nextPublishAt } from '../repos/booth-schedule';
import { liveLayout } from '../repos/booth-versions';
import { govSettingFor } from '../repos/channel-settings';
import { readCache } from './read-cache';
import { checkSharedEpoch } from './shared-epoch';

/**
 * A layout as shoppers get it, with its JSON text made once. A kept one (the live layout) is handed to
 * every read while it holds, so what is derived from it (the route's ETag and compressed bytes) can be
 * worked out once per object too; the others (previews, the QA replay) are made for one read.
 */
export interface ServedLayout {
  readonly layout: unknown;
  readonly json: string;
  readonly kept: boolean;
}

/**
 * What the store says about a page for shoppers at an instant: no such page, nothing live yet (with when
 * its first scheduled version opens, if one is), or the answer.
 */
export type LiveRead =
  | { kind: 'missing' }
  | { kind: 'unpublished'; opensAt: number | null }
  | { kind: 'live'; served: ServedLayout };

const cacheOf = (deps: AppDeps) => readCache<LiveRead>(deps.db, 'booth-live', 500);

const keyOf = (ref: PageRef): string => (ref.kind === 'code' ? `code-${ref.pageCode}` : `id-${ref.pageId}`);

export const servedLayout = (layout: unknown, kept = false): ServedLayout => ({
  layout,
  json: JSON.stringify(layout),
  kept,
});

/**
 * The finished answer for a page at `now`, from memory when it was made before: the live
 * version with ended blocks dropped and daily countdowns rolled, already serialised. An entry lasts
 * until an operator's write clears the cache (forgetBoothPages; in another process, the shared epoch), the next scheduled version's instant,
 * or the first instant the answer itself turns (a block's end, a daily round's end), whichever is first,
 * so no read gets an answer judged at another moment than its own.
 */
export async function liveRead(deps: AppDeps, ref: PageRef, now: number): Promise<LiveRead> {
  const cache = cacheOf(deps);
  // Another process (or SQL) may have published: its write moved the shared counter (services/shared-epoch.ts).
  await checkSharedEpoch(deps.db, 'booth', () => cache.clear());
  const key = keyOf(ref);
  const hit = cache.get(key, now);
  if (hit) return hit;
  const generation = cache.generation;
  const page = await findPage(deps.db, ref);
  if (!page) {
    const missing: LiveRead = { kind: 'missing' };
    cache.set(key, missing, generation, now);
    return missing;
  }
  const [layout, next, gov] = await Promise.all([
    liveLayout(deps.db, page.ref, now),
    nextPublishAt(deps.db, page.ref, now),
    govSettingFor(deps.db, page.pageCode),
  ]);
  const nextVersion = next ?? Number.POSITIVE_INFINITY;
  if (!layout) {
    const unpublished: LiveRead = { kind: 'unpublished', opensAt: next ?? null };
    cache.set(key, unpublished, generation, now, nextVersion);
    return unpublished;
  }
  // The operator's government-investment section joins home's layout here, so it is kept with it (ADR 0065).
  const view = shopperViewAt(withGovSection(layout, page.pageCode, gov), now);
  const read: LiveRead = { kind: 'live', served: servedLayout(view.layout, true) };
  cache.set(key, read, generation, now, Math.min(nextVersion, view.until));
  return read;
}

/** After any operator write (publish, rollback, a new page…): the next shopper read goes to the store. */
export function forgetBoothPages(deps: AppDeps): void {
  cacheOf(deps).clear();
}
