/**
 * Order states and the transitions the server allows:
 *   awaiting_payment → paid (cashier 'Pay')      awaiting_payment → cancelled (cancel, or unpaid timeout)
 *   paid → shipped (automatic after a delay)     paid → cancelled (apply-cancel-transaction: refund)
 *   shipped → received (receive)                 received → completed (automatic after a delay)
 * Anything else is refused with 409 and a message naming the current state.
 */
import { z } from '../zod';

export const orderStatusSchema = z.enum([
  'awaiting_payment',
  'paid',
  'shipped',
  'received',
  'completed',
  'cancelled',
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * Order-list tabs: every status plus 'all' and 'to_review' (待评价: received or completed with a line not
 * yet reviewed, the same fact the review entries read).
 */
export const orderTabSchema = z.enum(['all', ...orderStatusSchema.options, 'to_review']);
export type OrderTab = z.infer<typeof orderTabSchema>;

/** What the screens may offer for an order in its current state (the server still checks). */
export const orderActionSchema = z.enum(['pay', 'cancel', 'applyCancel', 'receive', 'remove', 'logistics']);
export type OrderAction = z.infer<typeof orderActionSchema>;

/** How a cancelled order got there. */
export const cancelKindSchema = z.enum(['user', 'timeout', 'refund']);
