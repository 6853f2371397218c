import type { AppDeps } from '../config';
import type { JobSpec } from '../jobs/runner';
import { dueApplications } from '../repos/after-sales';
import { moveApplication } from './after-sale-moves';
import { advanceOrders } from './order-sweep';
import { settle } from './outcome';

/**
 * The store side's timers: an application the store left unanswered past its approveDeadline is approved
 * (a refund-only one is refunded on the spot), an approved return not shipped back by its returnDeadline
 * closes. Each application moves in its own transaction through the same state machine as the store's
 * clicks, so a timer racing a click or another sweep loses quietly (its move is refused) and the money
 * goes back once. Run lazily before a customer's after-sales reads and by the background sweep.
 */
export async function runAfterSaleTimers(
  deps: AppDeps,
  now: number,
  customerId: number | null = null,
): Promise<{ approved: string[]; closed: string[] }> {
  const done = { approved: [] as string[], closed: [] as string[] };
  for (const due of await dueApplications(deps.db, now, customerId)) {
    const event = due.state === 'applied' ? 'auto_approve' : 'close_unshipped';
    const moved = await settle(() =>
      deps.db.transaction((tx) =>
        moveApplication(tx, deps.config.shopping, { rmaNo: due.rma_no, event, actor: 'timer' }, now),
      ),
    );
    if (moved.ok) (event === 'auto_approve' ? done.approved : done.closed).push(due.rma_no);
  }
  return done;
}

/**
 * The after-sales pass of the background jobs (server/jobs), beside the order sweep on the same interval
 * (ORDER_SWEEP_INTERVAL_MS; 0 = reads only).
 */
export function afterSaleJob(deps: AppDeps): JobSpec | null {
  const { config } = deps;
  const every = config.shopping.sweepIntervalMs;
  if (every <= 0) return null;
  return {
    name: 'after-sale-timers',
    everyMs: every,
    run: async () => {
      const now = config.clock();
      // Due order moves first (shipping decides whether a refund restocks); the order sweep may not have run.
      await advanceOrders(deps.db, now, config.shopping);
      await runAfterSaleTimers(deps, now);
    },
  };
}
