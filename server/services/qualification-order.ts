import type { Address } from '../../schemas/api/address';
import type { QualificationOrderResult } from '../../schemas/api/qualification';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import type { Outcome } from '../domain/refusal';
import { defaultAddress, listAddresses } from '../repos/addresses';
import { findActivity } from '../repos/lottery';
import { findOrderByUniqueCode } from '../repos/order-write';
import {
  insertQualificationOrder,
  isWinner,
  lockQualification,
  ordersOf,
  takeHeldUnit,
} from '../repos/qualification';
import { ownAddress } from './addresses';
import { applyDueTransitions } from './orders';
import { settle } from './outcome';
import { placePrizeOrder, replayedOrder } from './prize-order';
import { loadQualification, mineOf, productView, qualificationRefused } from './qualification';

async function addressFor(db: Queryable, customerId: number, addressId: number | undefined) {
  if (addressId !== undefined) return ownAddress(db, customerId, addressId);
  return (await defaultAddress(db, customerId)) ?? (await listAddresses(db, customerId))[0] ?? null;
}

/** What the winner would pay: one phone at the launch price, delivered free, to the chosen address. */
export async function qualificationConfirmation(
  deps: AppDeps,
  customerId: number,
  q: { activityNo: string; addressId?: number | undefined },
) {
  const now = await applyDueTransitions(deps, customerId);
  return settle(async () => {
    const { a, q: row } = await loadQualification(deps.db, q.activityNo, now);
    const mine = await mineOf(deps.db, a, customerId, now);
    const price = row.launch_price_cents;
    return {
      activityNo: a.activity_no,
      title: a.title,
      product: productView(row),
      quantity: 1 as const,
      goodsCents: price,
      freightCents: 0,
      payableCents: price,
      claimDeadline: Number(a.claim_deadline),
      state: mine.state,
      address: await addressFor(deps.db, customerId, q.addressId),
    };
  });
}

/**
 * order-create: one order for one phone at the launch price, only for a winner, once, before the deadline.
 * Everything runs in one transaction under the activity row's lock, so parallel submits of one winner queue
 * and the second finds the first's order (already_ordered); the same uniqueCode answers with the same
 * order. The order is an ordinary one: it is paid through continue-payment and the cashier, cancelled or
 * timed out like any other; its payment deadline never passes the right's deadline, and when it is cancelled unpaid its unit goes back
 * to the hold and the winner may order again until the deadline.
 */
export async function createQualificationOrder(
  deps: AppDeps,
  input: { customerId: number; uniqueCode: string; activityNo: string; addressId: number },
): Promise<Outcome<QualificationOrderResult>> {
  const now = await applyDueTransitions(deps, input.customerId);
  const cfg = deps.config.shopping;
  const known = await settle(() => loadQualification(deps.db, input.activityNo, now));
  if (!known.ok) return known;
  return settle(() =>
    deps.db.transaction(async (tx) => {
      await lockQualification(tx, input.activityNo);
      // After the lock: a twin request with the same code that held it has committed by now.
      const again = await findOrderByUniqueCode(tx, input.customerId, input.uniqueCode);
      if (again) return replayedOrder(again);
      const a = await findActivity(tx, input.activityNo);
      const row = known.value.q;
      if (!a) return qualificationRefused('not_qualification');
      const won = await isWinner(tx, a.activity_no, input.customerId);
      if (a.state !== 'drawn' || !won) qualificationRefused('not_qualified');
      const orders = await ordersOf(tx, a.activity_no, input.customerId);
      if (orders.some((o) => o.status !== 'cancelled')) qualificationRefused('already_ordered');
      if (now >= a.claim_deadline) qualificationRefused('lapsed');
      const address: Address = await ownAddress(tx, input.customerId, input.addressId);
      // The unit comes from the hold, never from the shelf; a cancelled order put its unit back there.
      if (!(await takeHeldUnit(tx, row.activity_no, row.sku_no))) qualificationRefused('sold_out');
      const payDeadline = Math.min(now + cfg.autoCancelMs, Number(a.claim_deadline));
      const price = row.launch_price_cents;
      const orderNo = await placePrizeOrder(tx, {
        customerId: input.customerId,
        uniqueCode: input.uniqueCode,
        confirmToken: `qualify:${a.activity_no}`,
        skuNo: row.sku_no,
        priceCents: price,
        address,
        now,
        payDeadline,
      });
      // null (unknown SKU) cannot happen: the activity references it; false: a twin committed (we hold the lock).
      if (typeof orderNo !== 'string') throw new Error(`qualification ${a.activity_no}: order raced`);
      await insertQualificationOrder(tx, {
        orderNo,
        activityNo: a.activity_no,
        customerId: input.customerId,
        now,
      });
      return { orderNo, payableCents: price, payDeadline, replayed: false };
    }),
  );
}
