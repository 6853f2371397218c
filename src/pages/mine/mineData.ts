import type { CustomerInfo } from '../../../schemas/api/customer';
import type { OrderTab } from '../../../schemas/api/order-status';
import { fetchCustomerInfo } from '../../api/customer';
import { fetchOrderList } from '../../api/order';

/** The order states the page counts, in the order a shopper follows an order (JD's and Taobao's row). */
export const COUNTED_TABS = ['awaiting_payment', 'paid', 'shipped'] as const satisfies readonly OrderTab[];
export type CountedTab = (typeof COUNTED_TABS)[number];

export interface MineData {
  customer: CustomerInfo;
  counts: Record<CountedTab, number>;
}

/**
 * The customer and how many orders wait in each state: each count is the total of that tab's list (one
 * row asked for), the same figure the order list shows, so the two can never disagree.
 */
export async function loadMine(): Promise<MineData> {
  const [customer, ...totals] = await Promise.all([
    fetchCustomerInfo(),
    ...COUNTED_TABS.map((tab) => fetchOrderList(tab, 1, 1).then((list) => list.total)),
  ]);
  const counts = Object.fromEntries(COUNTED_TABS.map((tab, i) => [tab, totals[i] ?? 0])) as Record<
    CountedTab,
    number
  >;
  return { customer, counts };
}
