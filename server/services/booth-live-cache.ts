import type { RawLayout } from '../booth/layout';
import type { PageRef } from '../booth/page-key';
import type { AppDeps } from '../config';
import { findPage } from '../repos/booth-pages';
import { nextPublishAt } from '../repos/booth-schedule';
import { liveLayout } from '../repos/booth-versions';
import { readCache } from './read-cache';

/** What the store says about a page for shoppers: no such page, nothing live yet, or the live layout. */
export type LiveRead = { kind: 'missing' } | { kind: 'live'; layout: RawLayout | undefined };

const cacheOf = (deps: AppDeps) => readCache<LiveRead>(deps.db, 'booth-live', 500);

const keyOf = (ref: PageRef): string => (ref.kind === 'code' ? `code-${ref.pageCode}` : `id-${ref.pageId}`);

/**
 * The live layout of a page at `now`, from memory when it was read before (issue 19). An entry lasts
 * until an operator's write clears the cache (forgetBoothPages) or the next scheduled version's
 * instant. What depends on the instant itself (expired blocks, daily countdowns) is applied by the
 * caller on every read, so the entry never holds a time-judged answer.
 */
export async function liveRead(deps: AppDeps, ref: PageRef, now: number): Promise<LiveRead> {
  const cache = cacheOf(deps);
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
  const [layout, next] = await Promise.all([
    liveLayout(deps.db, page.ref, now),
    nextPublishAt(deps.db, page.ref, now),
  ]);
  const read: LiveRead = { kind: 'live', layout };
  cache.set(key, read, generation, now, next ?? Number.POSITIVE_INFINITY);
  return read;
}

/** After any operator write (publish, rollback, a new page…): the next shopper read goes to the store. */
export function forgetBoothPages(deps: AppDeps): void {
  cacheOf(deps).clear();
}
