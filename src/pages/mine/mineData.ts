import type { CustomerInfo } from '../../../schemas/api/customer';
import type { OrderCounts } from '../../../schemas/api/order';
import { fetchCustomerInfo } from '../../api/customer';
import { fetchOrderCounts } from '../../api/order';

/**
 * The 我的 page's order row, in the order a shopper follows an order (JD's and Taobao's row): what each
 * entry counts (a key of order-counts) and the list it opens. Each order count is the total of the order
 * list's tab it opens (the server reads one filter for both); 退款售后 opens the customer's after-sales.
 */
export const ORDER_ROW = [
  { key: 'awaiting_payment', to: '/order/list?status=awaiting_payment' },
  { key: 'paid', to: '/order/list?status=paid' },
  { key: 'shipped', to: '/order/list?status=shipped' },
  { key: 'to_review', to: '/order/list?status=to_review' },
  { key: 'afterSale', to: '/mine/after-sales' },
] as const satisfies readonly { key: keyof OrderCounts; to: string }[];

export interface MineData {
  customer: CustomerInfo;
  counts: OrderCounts;
}

/** The customer and the order row's counts, asked for together. */
export async function loadMine(): Promise<MineData> {
  const [customer, counts] = await Promise.all([fetchCustomerInfo(), fetchOrderCounts()]);
  return { customer, counts };
}
