import type { OrderStatus, OrderTab } from '../../../../schemas/api/order-status';

export const STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid, to be shipped',
  shipped: 'Shipped',
  received: 'Received',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The order list's tabs, in the order shoppers expect them (spec: order-status contract). */
export const ORDER_TABS: ReadonlyArray<{ tab: OrderTab; label: string }> = [
  { tab: 'all', label: 'All' },
  { tab: 'awaiting_payment', label: 'To pay' },
  { tab: 'paid', label: 'To ship' },
  { tab: 'shipped', label: 'Shipped' },
  { tab: 'received', label: 'Received' },
  { tab: 'completed', label: 'Completed' },
  { tab: 'cancelled', label: 'Cancelled' },
];

export const isOrderTab = (value: string | null): value is OrderTab =>
  ORDER_TABS.some((t) => t.tab === value);

const pad = (n: number) => String(n).padStart(2, '0');

/** 2024-05-01 09:30 in the phone's time zone. */
export function formatTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
