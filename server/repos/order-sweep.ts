import type { AppDeps } from '../config';
import { purgeConfirmations } from './confirmations';
import { advanceOrders } from './order-lifecycle';

/** Old confirmations are useless after a day; keep the table small. */
const CONFIRMATION_KEEP_MS = 24 * 60 * 60 * 1000;

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
