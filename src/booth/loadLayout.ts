import type { BoothPageAnswer } from '../../schemas/api/booth';
import type { BlockIssue } from '../../schemas/booth/issues';
import type { Layout } from '../../schemas/booth/page';
import { validateLayout } from '../../schemas/booth/validate';
import { syncServerClock } from '../lib/serverClock';
import { readCachedLayout, writeCachedLayout } from './layoutCache';
import { reportDroppedBlocks } from './reportIssues';

export interface LoadedLayout {
  layout: Layout;
  dropped: BlockIssue[];
  /** 'cache' when the network failed or sent a layout this app cannot use. */
  source: 'network' | 'cache';
}

/** A fetch in flight, with the local time it started so the clock offset can be estimated. */
export interface PendingAnswer {
  answer: Promise<BoothPageAnswer>;
  startedAt: number;
  /** When the answer came back, if not when it is read (one the page itself carried). */
  answeredAt?: number;
}

export class LayoutUnavailableError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly reason: 'network' | 'newerSchema' | 'invalid',
  ) {
    super(`layout unavailable (${reason})`);
    this.name = 'LayoutUnavailableError';
  }
}

/** Validation keeps every valid block whatever its schedule; the renderer judges schedules live on server time. */
function validated(raw: unknown): LoadedLayout | { error: 'newerSchema' | 'invalid' } {
  const result = validateLayout(raw);
  if (!result.ok) return { error: result.reason === 'newerSchema' ? 'newerSchema' : 'invalid' };
  return { layout: result.layout, dropped: result.dropped, source: 'network' };
}

/**
 * The layout of an answer the page carries, validated at once (no await): a server-rendered first screen
 * hydrates with the layout its HTML was made from. Reporting dropped blocks and keeping the layout as
 * the last good one happen when loadLayout takes the same answer after the first render.
 */
export function servedLayout(answer: BoothPageAnswer): LoadedLayout | undefined {
  const result = validated(answer.layout);
  return 'error' in result ? undefined : result;
}

export async function loadCachedLayout(cacheKey: string): Promise<LoadedLayout | undefined> {
  const cached = await readCachedLayout(cacheKey);
  if (!cached) return undefined;
  const result = validated(cached.raw);
  return 'error' in result ? undefined : { ...result, source: 'cache' };
}

/**
 * The booth page pipeline (ARCHITECTURE.md "Data flow of one booth page"): answer → clock sync →
 * migrate + validate per block → report dropped blocks → remember as last good. When the network
 * fails or the layout is unusable, the last good cached layout stands in; only with nothing cached
 * does the page fail.
 */
export async function loadLayout(
  cacheKey: string,
  pending: PendingAnswer,
  opts: { preview?: boolean } = {},
): Promise<LoadedLayout> {
  let answer: BoothPageAnswer;
  try {
    answer = await pending.answer;
  } catch (error) {
    const cached = await loadCachedLayout(cacheKey);
    if (cached) return cached;
    throw new LayoutUnavailableError(error, 'network');
  }
  syncServerClock(answer.serverTime, pending.startedAt, pending.answeredAt);
  const result = validated(answer.layout);
  if ('error' in result) {
    const cached = await loadCachedLayout(cacheKey);
    if (cached) return cached;
    throw new LayoutUnavailableError(null, result.error);
  }
  reportDroppedBlocks(result.layout.pageId, result.layout.version, result.dropped);
  // A draft seen in preview must never become a shopper's offline fallback. Not awaited: the
  // first render waited for idb's chunk, opening the database and the write (up to its 1.5 s open limit);
  // a later read of the cache is queued behind this write by IndexedDB's own transaction order.
  if (!opts.preview) void writeCachedLayout(cacheKey, answer.layout);
  return result;
}
