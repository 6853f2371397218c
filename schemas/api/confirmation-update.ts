/**
 * POST /api/order/confirmation-update (spec §7, user-scoped): the shopper changes how many of a confirmed
 * item they buy, on the confirmation page. The confirmation keeps the new quantity (create-order buys
 * it), and the answer is the confirmation priced again, as confirmation-info gives it (the best coupon
 * is judged again for the new amount). Refused like adding to the cart: stock short, over the limit,
 * unavailable; an item not in the confirmation is 'not found'.
 */
import { z } from '../zod';
import { skuNoSchema } from './amounts';
import { MAX_LINE_QUANTITY } from './cart-v2';
import { confirmationInfoResultSchema } from './order';
import { code, count } from './primitives';

export const confirmationUpdateRequestSchema = z.object({
  confirmToken: code(128),
  skuNo: skuNoSchema,
  quantity: count(1, MAX_LINE_QUANTITY),
});
export type ConfirmationUpdateRequest = z.infer<typeof confirmationUpdateRequestSchema>;

export const confirmationUpdateResultSchema = confirmationInfoResultSchema;
export type ConfirmationUpdateResult = z.infer<typeof confirmationUpdateResultSchema>;
