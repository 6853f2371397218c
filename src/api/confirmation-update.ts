import {
  type ConfirmationUpdateResult,
  confirmationUpdateResultSchema,
} from '../../schemas/api/confirmation-update';
import { post } from './client';

/**
 * The shopper changed how many of a confirmed item they buy (spec §7 confirmation-update): the server
 * keeps the quantity for create-order and answers the confirmation priced again.
 */
export function updateConfirmationQuantity(
  confirmToken: string,
  skuNo: string,
  quantity: number,
): Promise<ConfirmationUpdateResult> {
  return post(
    '/api/order/confirmation-update',
    { confirmToken, skuNo, quantity },
    { schema: confirmationUpdateResultSchema },
  );
}
