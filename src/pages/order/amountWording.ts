import type { OrderStatus } from '../../../schemas/api/order-status';

/** The words before an order's amount: the catalogue keys of orderMessages. */
export type AmountWording = 'toPay' | 'paid' | 'orderTotal';

/**
 * The one mapping from an order's status to the words before its amount, for the list, the details and the
 * payment result alike: only an order still awaiting payment has something to pay; a cancelled one may
 * never have been paid (or was refunded), so it states the order's total rather than claiming either.
 */
export function amountWording(status: OrderStatus): AmountWording {
  switch (status) {
    case 'awaiting_payment':
      return 'toPay';
    case 'cancelled':
      return 'orderTotal';
    case 'paid':
    case 'shipped':
    case 'received':
    case 'completed':
      return 'paid';
  }
}
