import type {
  LuxuryConfirmation,
  LuxuryConfirmationRequest,
  LuxuryStageRequest,
} from '../../schemas/api/luxury';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import type { CheckoutLine } from '../domain/checkout';
import { stagePlans } from '../domain/luxury-stages';
import type { Refusal } from '../domain/refusal';
import { saveConfirmationLines } from '../repos/confirmation-lines';
import { loadSkuFacts } from '../repos/sku-facts';
import { findStoreInfo } from '../repos/stores';
import { openConfirmation } from './confirmations';
import { confirmationInfo, orderCouponList, recalculate } from './order-quote';
import { orRefuse, refuse, settle } from './outcome';

/**
 * Luxury checkout: an ordinary confirmation (so create-order, continue-payment and the cashier take it
 * from there) that holds only a luxury store's goods, with the instalments the shopper chose saved on its
 * lines. Every call opens the caller's own confirmation: another customer's token is 'not found'.
 */

/** Unwraps a nested use-case's outcome, refusing with its refusal. */
function unwrap<T>(outcome: { ok: true; value: T } | ({ ok: false } & Refusal)): T {
  if (outcome.ok) return outcome.value;
  const { ok: _, ...refusal } = outcome;
  return refuse(refusal as Refusal);
}

/** The luxury store the lines are bought from; any line of another kind of store is refused. */
async function luxuryStoreOf(db: Queryable, lines: readonly Pick<CheckoutLine, 'skuNo'>[]) {
  const facts = await loadSkuFacts(
    db,
    lines.map((l) => l.skuNo),
  );
  let storeNo: string | undefined;
  for (const line of lines) {
    const f = facts.get(line.skuNo);
    if (!f) return refuse({ refusal: 'product_not_found', skuNo: line.skuNo });
    // One luxury store per confirmation: its boutique ships and authenticates the whole parcel.
    if (f.storeType !== 'luxury' || (storeNo !== undefined && storeNo !== f.storeNo)) {
      return refuse({ refusal: 'not_luxury', skuNo: line.skuNo });
    }
    storeNo = f.storeNo;
  }
  if (storeNo === undefined) return refuse({ refusal: 'nothing_chosen' });
  return orRefuse(await findStoreInfo(db, storeNo), { refusal: 'store_not_found', storeNo });
}

/** luxury-confirmation-info: starts a luxury confirmation (buy now) or re-reads one, with its plans. */
export function luxuryConfirmationInfo(deps: AppDeps, customerId: number, body: LuxuryConfirmationRequest) {
  const { db, config } = deps;
  return settle(async (): Promise<LuxuryConfirmation> => {
    if (body.confirmToken) {
      const confirmation = await openConfirmation(db, customerId, body.confirmToken, config.clock());
      await luxuryStoreOf(db, confirmation.lines);
    } else {
      if (!body.skuNo) return refuse({ refusal: 'buy_now_incomplete' });
      // Checked before a confirmation is made, so an ordinary product never gets a luxury one.
      await luxuryStoreOf(db, [{ skuNo: body.skuNo }]);
    }
    const info = unwrap(
      await confirmationInfo(deps, customerId, {
        source: 'buyNow',
        skuNo: body.skuNo,
        quantity: body.quantity ?? 1,
        stage: body.stage ?? null,
        confirmToken: body.confirmToken,
      }),
    );
    const store = await luxuryStoreOf(db, info.items);
    return {
      ...info,
      store,
      stage: info.items[0]?.stage ?? null,
      stagePlans: stagePlans(info.amounts.payableCents),
    };
  });
}

/**
 * luxury-stage: saves the instalments chosen (null: in full) on the confirmation, under its row lock so a
 * create-order at the same moment sees the old choice or the new one, and answers the plans for the
 * amount payable with the coupon and address the shopper picked.
 */
export function luxuryStage(deps: AppDeps, customerId: number, body: LuxuryStageRequest) {
  const { db, config } = deps;
  return settle(async () => {
    await db.transaction(async (tx) => {
      const confirmation = await openConfirmation(tx, customerId, body.confirmToken, config.clock(), {
        forUpdate: true,
      });
      await luxuryStoreOf(tx, confirmation.lines);
      const lines = confirmation.lines.map((l) => ({ ...l, stage: body.stage }));
      await saveConfirmationLines(tx, customerId, body.confirmToken, lines);
    });
    const amounts = unwrap(
      await recalculate(deps, customerId, {
        confirmToken: body.confirmToken,
        couponNo: body.couponNo ?? null,
        addressId: body.addressId,
      }),
    );
    return {
      stage: body.stage,
      payableCents: amounts.payableCents,
      stagePlans: stagePlans(amounts.payableCents),
    };
  });
}

/** luxury-order-coupon-list: the caller's coupons judged against a luxury confirmation. */
export function luxuryCouponList(deps: AppDeps, customerId: number, confirmToken: string) {
  const { db, config } = deps;
  return settle(async () => {
    const confirmation = await openConfirmation(db, customerId, confirmToken, config.clock());
    await luxuryStoreOf(db, confirmation.lines);
    return unwrap(await orderCouponList(deps, customerId, confirmToken));
  });
}
