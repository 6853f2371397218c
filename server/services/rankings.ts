import { RANK_SIZE, type RankList } from '../../schemas/api/rankings';
import type { AppDeps } from '../config';
import type { Db } from '../db/db';
import type { JobSpec } from '../jobs/runner';
import { cardsBySkus } from '../repos/product-cards';
import { rankedCategories, rankRows, ranksComputedAt, recomputeRanks } from '../repos/rankings';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How often the rankings are recomputed; a read finding them older recomputes first. */
export const RANK_REFRESH_MS = 10 * MINUTE;
/** Orders count for a month, views for a week: a ranking of what sells now. */
const SOLD_WINDOW_MS = 30 * DAY;
const VIEW_WINDOW_MS = 7 * DAY;

/** Recomputes every ranking from the orders and views up to `now`, in one transaction. */
export function refreshRankings(db: Db, now: number): Promise<void> {
  return db.transaction((tx) =>
    recomputeRanks(tx, {
      now,
      soldSince: now - SOLD_WINDOW_MS,
      viewedSince: now - VIEW_WINDOW_MS,
      top: RANK_SIZE,
    }),
  );
}

/** Recomputes when the stored rankings are older than the schedule (or were never computed). */
async function ensureFresh(db: Db, now: number): Promise<void> {
  const at = await ranksComputedAt(db);
  if (at === null || now - at >= RANK_REFRESH_MS) await refreshRankings(db, now);
}

export async function rankCategories(deps: AppDeps) {
  await ensureFresh(deps.db, deps.config.clock());
  return rankedCategories(deps.db);
}

/** One ranking, best first, each place with the card of the product it ranks. */
export async function rankList(deps: AppDeps, categoryCode: number, size: number): Promise<RankList> {
  const now = deps.config.clock();
  await ensureFresh(deps.db, now);
  const rows = await rankRows(deps.db, categoryCode, size);
  const cards = new Map(
    (
      await cardsBySkus(
        deps.db,
        rows.map((r) => r.skuNo),
        now,
      )
    ).map((c) => [c.skuNo, c]),
  );
  const items = rows.flatMap((r) => {
    const card = cards.get(r.skuNo);
    // A product taken off the shelf since the computation leaves its place until the next one.
    return card ? [{ rank: r.rank, soldUnits: r.soldUnits, views: r.views, card }] : [];
  });
  return { categoryCode, computedAt: rows[0]?.computedAt ?? null, items };
}

/**
 * Recomputes the rankings every RANK_REFRESH_MS (a job checked each minute against the server clock), so
 * they follow the orders and views even when nobody reads them.
 */
export function rankingJob(deps: AppDeps): JobSpec {
  const { db, config } = deps;
  return {
    name: 'rankings',
    everyMs: MINUTE,
    run: () => ensureFresh(db, config.clock()).then(() => undefined),
  };
}
