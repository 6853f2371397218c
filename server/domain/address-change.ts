import type { OrderStatus } from '../../schemas/api/order-status';
import { refuseTransition } from './order-machine';
import { isRemoteProvince } from './pricing';
import type { Refusal } from './refusal';

/** The receiver may change until the parcel leaves: unpaid or paid, not yet shipped. */
export const ADDRESS_CHANGEABLE: readonly OrderStatus[] = ['awaiting_payment', 'paid'];

export const canChangeAddress = (status: OrderStatus): boolean => ADDRESS_CHANGEABLE.includes(status);

/**
 * Why this order's receiver cannot change to an address in `toProvince`, or null. After shipping the
 * parcel is with the carrier. The freight was paid for where it goes: a remote province (pricing.ts) costs
 * a surcharge, so a change across that line would make the amounts wrong and is refused instead.
 */
export function addressChangeRefusal(
  order: { orderNo: string; status: OrderStatus; province: string },
  toProvince: string,
): Refusal | null {
  if (!canChangeAddress(order.status)) {
    const shipped = order.status === 'shipped' || order.status === 'received' || order.status === 'completed';
    return refuseTransition(
      'change the receiving address',
      order.status,
      shipped ? 'the parcel has left' : '',
    );
  }
  if (isRemoteProvince(order.province) !== isRemoteProvince(toProvince)) {
    return { refusal: 'address_change_freight', orderNo: order.orderNo };
  }
  return null;
}
