import type { AppDeps } from '../config';
import type { Db } from '../db/db';
import type { JobSpec } from '../jobs/runner';
import { releaseDue, returnUnits } from '../repos/qualification';

/**
 * Gives the units still held for winners back to the SKU's stock once an activity's deadline passes: the
 * right to buy lapses. The conditional switch of released_at (repos releaseDue) lets exactly one caller
 * (timer, read, another process) return them. Units already in a winner's order stay with the order; if it
 * is cancelled later the order's own release returns them (repos/order-lifecycle.ts).
 */
export async function releaseHolds(db: Db, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await releaseDue(tx, now);
    for (const r of due) if (r.held > 0) await returnUnits(tx, r.sku_no, r.held);
    return due.length;
  });
}

/** The release job, on the sweep interval beside the lottery's draw job (0 = off, as in tests). */
export function qualificationReleaseJob(deps: AppDeps): JobSpec | null {
  const every = deps.config.shopping.sweepIntervalMs;
  if (every <= 0) return null;
  return {
    name: 'qualification-release',
    everyMs: every,
    run: () => releaseHolds(deps.db, deps.config.clock()).then(() => undefined),
  };
}
