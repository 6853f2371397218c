import type { ConfirmationUpdateResult } from '../../schemas/api/confirmation-update';
import { orderConfirmationUpdate } from '../../schemas/api/endpoints/orders';
import { call } from './call';

/**
 * The shopper changed how many of a confirmed item they buy (spec §7 confirmation-update): the server
 * keeps the quantity for create-order and answers the confirmation priced again.
 */
export function updateConfirmationQuantity(
  confirmToken: string,
  skuNo: string,
  quantity: number,
): Promise<ConfirmationUpdateResult> {
  return call(orderConfirmationUpdate, { body: { confirmToken, skuNo, quantity } });
}
