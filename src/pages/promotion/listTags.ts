import type { ActivityTag } from '../../../schemas/api/promotion';
import { fetchActivityTagsOf } from '../../api/promotion';

/** The server takes at most this many SKUs per call (activityTagsRequestSchema). */
const PER_CALL = 100;
/** Activities change rarely; a list seen again within this time reuses the tags it read. */
const KEEP_MS = 60_000;

const known = new Map<string, { at: number; tags: Promise<ActivityTag[]> }>();
let waiting = new Map<string, { resolve: (t: ActivityTag[]) => void; reject: (e: unknown) => void }>();

/** Sends the SKUs asked for in this task as one call per hundred. */
function flush() {
  const batch = waiting;
  waiting = new Map();
  const skuNos = [...batch.keys()];
  for (let k = 0; k < skuNos.length; k += PER_CALL) {
    const part = skuNos.slice(k, k + PER_CALL);
    fetchActivityTagsOf(part).then(
      (bySku) => {
        for (const s of part) batch.get(s)?.resolve(bySku[s] ?? []);
      },
      (error: unknown) => {
        for (const s of part) {
          known.delete(s);
          batch.get(s)?.reject(error);
        }
      },
    );
  }
}

/**
 * The full-discount tags of one SKU on a product list. Every card asks for its own, and the cards shown
 * together are answered by one call (a page of twenty cards is one request, not twenty).
 */
export function listTagsOf(skuNo: string, now = Date.now()): Promise<ActivityTag[]> {
  const hit = known.get(skuNo);
  if (hit && now - hit.at < KEEP_MS) return hit.tags;
  const tags = new Promise<ActivityTag[]>((resolve, reject) => {
    if (waiting.size === 0) queueMicrotask(flush);
    waiting.set(skuNo, { resolve, reject });
  });
  known.set(skuNo, { at: now, tags });
  return tags;
}

/** For tests: forget every tag read. */
export function forgetListTags(): void {
  known.clear();
}
