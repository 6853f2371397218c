import type { OrderAction, OrderStatus } from '../../schemas/api/order-status';
import type { Refusal } from './refusal';

/** The allowed transitions; everything else is refused (see schemas/api/order-status.ts). */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['received'],
  received: ['completed'],
  completed: [],
  cancelled: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/** Orders the customer may hide from the list: nothing more can happen to them. */
export const REMOVABLE: readonly OrderStatus[] = ['received', 'completed', 'cancelled'];

/** The refusal for a transition the state machine does not allow, naming the current state. */
export function refuseTransition(verb: string, status: OrderStatus, hint = ''): Refusal {
  return { refusal: 'transition_refused', verb, status, hint };
}

export function actionsFor(status: OrderStatus): OrderAction[] {
  switch (status) {
    case 'awaiting_payment':
      return ['pay', 'cancel'];
    case 'paid':
      return ['applyCancel', 'logistics'];
    case 'shipped':
      return ['receive', 'logistics'];
    case 'received':
    case 'completed':
      return ['logistics', 'remove'];
    case 'cancelled':
      return ['remove'];
  }
}
