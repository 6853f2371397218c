import type { OrderDetail } from '../../schemas/api/order';
import { orderStatusSchema } from '../../schemas/api/order-status';
import type { AppDeps } from '../config';
import { addressChangeRefusal } from '../domain/address-change';
import { timesOf } from '../domain/after-sales';
import { orderTimersOf } from '../domain/order-timers';
import { replaceOrderAddress } from '../repos/address-changes';
import { ownAddress } from './addresses';
import { applyDueTransitions, orderDetail, ownOrder } from './orders';
import { refuse, settle } from './outcome';

/**
 * change-receive-address: the order's receiver becomes one of the caller's saved addresses, while the
 * order has not shipped. Due timers run first (an order the ship delay has moved on is refused), the order
 * row is locked, and the answer is the order detail after the change. Another customer's order or address
 * reads as not found.
 */
export async function changeReceiveAddress(
  deps: AppDeps,
  customerId: number,
  req: { orderNo: string; addressId: number },
) {
  const now = await applyDueTransitions(deps, customerId);
  const done = await settle(() =>
    deps.db.transaction(async (tx) => {
      const row = await ownOrder(tx, customerId, req.orderNo, { forUpdate: true });
      const address = await ownAddress(tx, customerId, req.addressId);
      const current = JSON.parse(row.address) as { province?: string };
      const why = addressChangeRefusal(
        {
          orderNo: row.order_no,
          status: orderStatusSchema.parse(row.status),
          province: current.province ?? '',
        },
        address.province,
      );
      if (why) refuse(why);
      const { addressId: _id, isDefault: _d, updatedAt: _u, ...snapshot } = address;
      const changed = await replaceOrderAddress(tx, {
        orderNo: row.order_no,
        previous: row.address,
        next: JSON.stringify(snapshot),
        now,
      });
      if (!changed) throw new Error('order moved on under its row lock');
    }),
  );
  if (!done.ok) return done;
  const view = { now, times: timesOf(deps.config.shopping), timers: orderTimersOf(deps.config.shopping) };
  return {
    ok: true as const,
    value: (await orderDetail(deps.db, customerId, req.orderNo, view)) satisfies OrderDetail,
  };
}
