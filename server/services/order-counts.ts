import type { OrderCounts } from '../../schemas/api/order';
import type { AppDeps } from '../config';
import { OPEN_STATES } from '../domain/after-sales';
import { countApplications } from '../repos/after-sales';
import { countOrderTabs } from '../repos/order-read';
import { runAfterSaleTimers } from './after-sale-timers';
import { applyDueTransitions } from './orders';

/**
 * order-counts: the 我的 page's order row in one call. Due order and after-sales timers run
 * first, as before the lists these counts lead to, so a count never disagrees with its list.
 */
export async function orderCounts(deps: AppDeps, customerId: number): Promise<OrderCounts> {
  const now = await applyDueTransitions(deps, customerId);
  await runAfterSaleTimers(deps, now, customerId);
  const [tabs, afterSale] = await Promise.all([
    countOrderTabs(deps.db, customerId, ['awaiting_payment', 'paid', 'shipped', 'to_review'] as const),
    countApplications(deps.db, customerId, OPEN_STATES),
  ]);
  return { ...tabs, afterSale };
}
