import type { OrderStatus } from '../../schemas/api/order-status';
import type { ShoppingConfig } from './shopping-config';

export interface OrderTimers {
  autoReceiveMs: number;
  autoCompleteMs: number;
}

export const orderTimersOf = (cfg: ShoppingConfig): OrderTimers => ({
  autoReceiveMs: cfg.autoReceiveMs,
  autoCompleteMs: cfg.autoCompleteMs,
});

/**
 * When the timers will move the order on by themselves, for the screens to say so: a shipped order is
 * received at shippedAt + the receive delay unless the shopper confirms first (order-lifecycle.ts applies
 * it); a received one completes at receivedAt + the completion delay. Absent in every other state.
 */
export function orderDueTimes(
  o: { status: OrderStatus; shippedAt: number | null; receivedAt: number | null },
  t: OrderTimers,
): { autoReceiveAt?: number; autoCompleteAt?: number } {
  if (o.status === 'shipped' && o.shippedAt !== null) return { autoReceiveAt: o.shippedAt + t.autoReceiveMs };
  if (o.status === 'received' && o.receivedAt !== null) {
    return { autoCompleteAt: o.receivedAt + t.autoCompleteMs };
  }
  return {};
}
