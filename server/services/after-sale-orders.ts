import type { OrderItemAfterSale } from '../../schemas/api/after-sales';
import type { OrderSummary } from '../../schemas/api/order';
import type { OrderStatus } from '../../schemas/api/order-status';
import type { Queryable } from '../db/db';
import {
  type AfterSaleTimes,
  CLAIMING_STATES,
  OPEN_STATES,
  orderAfterSaleStatus,
  typesAllowed,
} from '../domain/after-sales';
import { applicationsOfOrders } from '../repos/after-sales';

/**
 * Order reads show after-sales: per line what is applied for and refunded, the newest application and the
 * types the shopper may apply for now (the screens' entry points), and the order's overall status.
 */
export async function withAfterSales<T extends OrderSummary>(
  db: Queryable,
  orders: readonly { summary: T; receivedAt: number | null }[],
  now: number,
  times: AfterSaleTimes,
): Promise<T[]> {
  const apps = await applicationsOfOrders(
    db,
    orders.map((o) => o.summary.orderNo),
  );
  return orders.map(({ summary, receivedAt }) => {
    const mine = apps.filter((a) => a.order_no === summary.orderNo);
    const allowed = typesAllowed({ status: summary.status as OrderStatus, receivedAt }, now, times);
    const lines: { bought: number; refunded: number; open: boolean }[] = [];
    const stores = summary.stores.map((s) => ({
      ...s,
      items: s.items.map((item) => {
        const of = mine.filter((a) => a.order_item_no === item.orderItemNo);
        const claimed = of.filter((a) => CLAIMING_STATES.includes(a.state));
        const refunded = of.filter((a) => a.state === 'refunded');
        const latest = of[of.length - 1];
        const appliedQuantity = claimed.reduce((n, a) => n + a.quantity, 0);
        const afterSale: OrderItemAfterSale = {
          appliedQuantity,
          refundedQuantity: refunded.reduce((n, a) => n + a.quantity, 0),
          refundedCents: refunded.reduce((n, a) => n + a.amount_cents, 0),
          latest: latest ? { rmaNo: latest.rma_no, state: latest.state } : null,
          canApply: appliedQuantity < item.quantity ? allowed : [],
        };
        lines.push({
          bought: item.quantity,
          refunded: afterSale.refundedQuantity,
          open: of.some((a) => OPEN_STATES.includes(a.state)),
        });
        return { ...item, afterSale };
      }),
    }));
    return { ...summary, stores, afterSaleStatus: orderAfterSaleStatus(lines) };
  });
}
