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
 * received at shippedAt + the receive delay (+ the time after-sales applications held it, and not while one
 * does) unless the shopper confirms first (order-lifecycle.ts applies it); a received one completes at receivedAt + the completion delay. Absent in every other state.
 */
export function orderDueTimes(
  o: { status: OrderStatus; shippedAt: number | null; receivedAt: number | null },
  t: OrderTimers,
  pause: { pausedAt: number | null; pausedMs: number } = { pausedAt: null, pausedMs: 0 },
): { autoReceiveAt?: number; autoCompleteAt?: number } {
  // While an after-sales application is open the receive timer stands still: no time to show.
  if (o.status === 'shipped' && o.shippedAt !== null) {
    return pause.pausedAt === null ? { autoReceiveAt: o.shippedAt + t.autoReceiveMs + pause.pausedMs } : {};
  }
  if (o.status === 'received' && o.receivedAt !== null) {
    return { autoCompleteAt: o.receivedAt + t.autoCompleteMs };
  }
  return {};
}
