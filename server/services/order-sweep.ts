import type { AppDeps } from '../config';
import type { Db } from '../db/db';
import type { ShoppingConfig } from '../domain/shopping-config';
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
  // Orders that ship here get their message in the same transaction (message center, issue 17).
  await db.transaction(async (tx) => {
    const moved = await advanceDueOrders(tx, now, cfg, customerId);
    await notifyShipped(tx, moved.shipped);
  });
}

/**
 * Applies due transitions for everyone every sweepIntervalMs, so stock held by abandoned unpaid orders comes
 * back even when nobody reads them. Reads apply them lazily as well, so the sweep is only about timeliness.
 * Returns the function that stops it.
 */
export function startOrderSweeper(deps: AppDeps): () => void {
  const { db, config } = deps;
  const every = config.shopping.sweepIntervalMs;
  if (every <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const now = config.clock();
    advanceOrders(db, now, config.shopping)
      .then(() => purgeConfirmations(db, now - CONFIRMATION_KEEP_MS))
      .catch((err: unknown) =>
        config.logger(`order sweep failed: ${err instanceof Error ? err.message : err}`),
      )
      .finally(() => {
        running = false;
      });
  }, every);
  // The sweep must not keep a process alive that is otherwise done (tests, scripts).
  timer.unref();
  return () => clearInterval(timer);
}
