import type { Address } from '../../schemas/api/address';
import type { ClaimOrderResult, OrderConfirmation } from '../../schemas/api/lottery-claim';
import type { AppDeps } from '../config';
import { claimStateOf } from '../domain/lottery-claim';
import type { Outcome } from '../domain/refusal';
import { defaultAddress, listAddresses } from '../repos/addresses';
import { findActivity } from '../repos/lottery';
import { findClaim, markOrdered, orderSummary } from '../repos/lottery-claim';
import { findOrderByUniqueCode } from '../repos/order-write';
import { ownAddress } from './addresses';
import { lotteryRefused } from './lottery';
import { applyDueTransitions } from './orders';
import { settle } from './outcome';
import { placePrizeOrder, replayedOrder } from './prize-order';

/**
 * Brings the caller's orders up to now, then reads their win (or refuses). The draw is the draw job's or an
 * operator's (ADR 0071): before it there is no winner to read. A win past its deadline is not lapsed here
 * (ADR 0074): the draw job lapses it; until then claimStateOf answers 'lapsed' and the order refuses it.
 */
async function currentClaim(deps: AppDeps, customerId: number, activityNo: string) {
  const now = await applyDueTransitions(deps, customerId);
  if (!(await findActivity(deps.db, activityNo))) lotteryRefused('activity_not_found');
  return { now, claim: (await findClaim(deps.db, activityNo, customerId)) ?? lotteryRefused('not_winner') };
}

/** order-confirmation: only the winner's own prize (the customer comes from the session), with their address. */
export function claimConfirmation(
  deps: AppDeps,
  customerId: number,
  activityNo: string,
): Promise<Outcome<OrderConfirmation>> {
  return settle(async () => {
    const { now, claim } = await currentClaim(deps, customerId, activityNo);
    const address: Address | null =
      (await defaultAddress(deps.db, customerId)) ?? (await listAddresses(deps.db, customerId))[0] ?? null;
    return {
      activityNo: claim.activity_no,
      title: claim.title,
      code: claim.code,
      prizeNo: claim.prize_no,
      prizeName: claim.prize_name,
      prizeImageUrl: claim.prize_image,
      priceCents: claim.price_cents,
      claimDeadline: Number(claim.claim_deadline),
      state: claimStateOf(
        { state: claim.state, orderStatus: claim.order_status, claimDeadline: Number(claim.claim_deadline) },
        now,
      ),
      orderNo: claim.order_no,
      address,
    };
  });
}

/**
 * order-create: the winner's order for their prize at the prize price, before the claim deadline. In one
 * transaction with the win locked (FOR UPDATE), so parallel calls queue: the first orders, the others find
 * the win 'ordered' and answer with that same order; a retried call (same uniqueCode) answers with its order.
 * The order must be paid by the claim deadline at the latest; if it is cancelled unpaid the win goes back
 * to 'won' (repos/lottery-claim.ts releaseLotteryClaims) and may be ordered again until the deadline.
 */
export async function createClaimOrder(
  deps: AppDeps,
  input: { customerId: number; uniqueCode: string; activityNo: string; addressId: number },
): Promise<Outcome<ClaimOrderResult>> {
  return settle(async () => {
    const { now } = await currentClaim(deps, input.customerId, input.activityNo);
    return deps.db.transaction(async (tx) => {
      const again = await findOrderByUniqueCode(tx, input.customerId, input.uniqueCode);
      if (again) return replayedOrder(again);
      const claim =
        (await findClaim(tx, input.activityNo, input.customerId, true)) ?? lotteryRefused('not_winner');
      if (claim.state === 'ordered' && claim.order_no !== null) {
        const placed = await orderSummary(tx, claim.order_no);
        if (placed) return replayedOrder(placed);
      }
      if (claim.state !== 'won' || now >= claim.claim_deadline) lotteryRefused('claim_closed');
      if (claim.sku_no === null) lotteryRefused('prize_unavailable');
      const address = await ownAddress(tx, input.customerId, input.addressId);
      const payDeadline = Math.min(now + deps.config.shopping.autoCancelMs, Number(claim.claim_deadline));
      const orderNo = await placePrizeOrder(tx, {
        customerId: input.customerId,
        uniqueCode: input.uniqueCode,
        confirmToken: `lottery:${claim.activity_no}`,
        skuNo: claim.sku_no as string,
        priceCents: claim.price_cents,
        address,
        now,
        payDeadline,
      });
      if (orderNo === null) lotteryRefused('prize_unavailable');
      // false: a twin with the same uniqueCode cannot have committed (we hold the win's lock), so never here.
      if (
        orderNo === false ||
        !(await markOrdered(tx, claim.activity_no, input.customerId, orderNo as string))
      )
        throw new Error(`lottery ${claim.activity_no}: claim order raced`);
      return { orderNo: orderNo as string, payableCents: claim.price_cents, payDeadline, replayed: false };
    });
  });
}
