import type { AppDeps } from '../config';
import type { Db } from '../db/db';
import type { JobSpec } from '../jobs/runner';
import { type QualificationRow, releaseDue, returnUnits } from '../repos/qualification';

/**
 * A qualification row as it stands at `now`: past the claim deadline its held units count as released at
 * the deadline even before the release job has run, so a shopper's read answers the effective hold without
 * writing (ADR 0074, as ADR 0071 made reads never draw).
 */
export function holdAsOf<Q extends Pick<QualificationRow, 'held' | 'released_at'>>(
  q: Q,
  claimDeadline: number,
  now: number,
): Q {
  if (q.released_at !== null || now < claimDeadline) return q;
  return { ...q, held: 0, released_at: claimDeadline };
}

/**
 * Gives the units still held for winners back to the SKU's stock once an activity's deadline passes: the
 * right to buy lapses. Only the release job and an operator's draw call it, never a read (ADR 0074). The
 * conditional switch of released_at (repos releaseDue) lets exactly one caller (either, another process)
 * return them. Units already in a winner's order stay with the order; if it
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
