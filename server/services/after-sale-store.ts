import type { AfterSaleState } from '../../schemas/api/after-sales';
import type { AppDeps } from '../config';
import { listAllApplications } from '../repos/after-sales';
import { moveApplication } from './after-sale-moves';
import { runAfterSaleTimers } from './after-sale-timers';
import { toDetail, toSummary } from './after-sale-views';
import { advanceOrders } from './order-sweep';
import { settle } from './outcome';

/**
 * The simulated store (operator API under /api/store-sim), like the simulated cashier: it approves,
 * rejects and receives applications so the whole after-sales flow runs on one machine. Its moves go
 * through the same state machine and transaction as everyone else's.
 */
async function storeMove(
  deps: AppDeps,
  req: { rmaNo: string; event: 'approve' | 'reject' | 'receive'; note?: string },
) {
  const now = deps.config.clock();
  // Due order moves first: a refund approved after the ship time must see the order shipped (no restock).
  await advanceOrders(deps.db, now, deps.config.shopping);
  return settle(() =>
    deps.db.transaction(async (tx) =>
      toDetail(tx, await moveApplication(tx, deps.config.shopping, { ...req, actor: 'store' }, now)),
    ),
  );
}

export const storeApprove = (deps: AppDeps, rmaNo: string) => storeMove(deps, { rmaNo, event: 'approve' });
export const storeReject = (deps: AppDeps, rmaNo: string, reason: string) =>
  storeMove(deps, { rmaNo, event: 'reject', note: reason });
export const storeReceive = (deps: AppDeps, rmaNo: string) => storeMove(deps, { rmaNo, event: 'receive' });

/** The store's inbox: every application (newest first), optionally in one state. */
export async function storeInbox(deps: AppDeps, state: AfterSaleState | null) {
  const rows = await listAllApplications(deps.db, state);
  return rows.map((r) => {
    const { actions: _actions, ...summary } = toSummary(r);
    return { ...summary, customerId: r.customer_id };
  });
}

/** One timer pass now (the sweep does the same on its interval): due order moves first, then after-sales. */
export async function storeSweep(deps: AppDeps) {
  const now = deps.config.clock();
  await advanceOrders(deps.db, now, deps.config.shopping);
  return runAfterSaleTimers(deps, now);
}
