import type { AppDeps } from '../config';
import type { Db } from '../db/db';
import type { ShoppingConfig } from '../domain/shopping-config';
import type { JobSpec } from '../jobs/runner';
import { purgeConfirmations } from '../repos/confirmations';
import { advanceDueOrders } from '../repos/order-lifecycle';
import { notifyShipped } from './message-events';

/** Old confirmations are useless after a day; keep the table small. */
const CONFIRMATION_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Applies the timed order transitions that are due (repos/order-lifecycle.ts advanceDueOrders) in one
 * transaction. Called lazily before order reads (one customer), before the cashier settles a visit, and
 * by the sweeps (everyone: customerId null).
 */
export async function advanceOrders(
  db: Db,
  now: number,
  cfg: ShoppingConfig,
  customerId: number | null = null,
): Promise<void> {
  // Orders that ship here get their message in the same transaction (message center).
  await db.transaction(async (tx) => {
    const moved = await advanceDueOrders(tx, now, cfg, customerId);
    await notifyShipped(tx, moved.shipped);
  });
}

/**
 * Applies due transitions for everyone every sweepIntervalMs (a job of the runner, server/jobs), so stock
 * held by abandoned unpaid orders comes back even when nobody reads them. Reads apply them lazily as well,
 * so the sweep is only about timeliness. Null when sweeps are off (0: tests that drive the clock).
 */
export function orderSweepJob(deps: AppDeps): JobSpec | null {
  const { db, config } = deps;
  const every = config.shopping.sweepIntervalMs;
  if (every <= 0) return null;
  return {
    name: 'order-sweep',
    everyMs: every,
    run: async () => {
      const now = config.clock();
      await advanceOrders(db, now, config.shopping);
      await purgeConfirmations(db, now - CONFIRMATION_KEEP_MS);
    },
  };
}
