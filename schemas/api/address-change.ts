/**
 * POST /api/order/change-receive-address: before shipment the order's receiver becomes one of
 * the caller's saved addresses (chosen from the address book, as at checkout). Result: the order detail.
 * Refused (409) once the order has shipped, or when the new address would change the freight.
 */
import { z } from '../zod';
import { orderNoSchema } from './order';
import { dbId } from './primitives';

export const changeReceiveAddressRequestSchema = z.object({
  orderNo: orderNoSchema,
  addressId: dbId,
});
export type ChangeReceiveAddressRequest = z.infer<typeof changeReceiveAddressRequestSchema>;
