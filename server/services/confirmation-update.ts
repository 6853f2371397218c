import type { ConfirmationUpdateRequest } from '../../schemas/api/confirmation-update';
import type { AppDeps } from '../config';
import { quantityRefusal } from '../domain/cart-rules';
import type { Refusal } from '../domain/refusal';
import { availabilityOf } from '../domain/sku-availability';
import { saveConfirmationLines } from '../repos/confirmation-lines';
import { loadSkuFacts } from '../repos/sku-facts';
import { openConfirmation } from './confirmations';
import { confirmationInfo } from './order-quote';
import { refuse, settle } from './outcome';

/**
 * confirmation-update: the shopper changes the quantity of a confirmed item. Judged like a cart quantity
 * (availability, stock, purchase limit) inside a transaction holding the confirmation's lock, so a
 * create-order running at the same time sees either the old lines or the new ones. Answers the
 * confirmation priced again.
 */
export function updateConfirmation(deps: AppDeps, customerId: number, body: ConfirmationUpdateRequest) {
  const { db, config } = deps;
  const now = config.clock();
  return settle(async () => {
    await db.transaction(async (tx) => {
      const confirmation = await openConfirmation(tx, customerId, body.confirmToken, now, {
        forUpdate: true,
      });
      if (!confirmation.lines.some((l) => l.skuNo === body.skuNo)) {
        refuse({ refusal: 'product_not_found', skuNo: body.skuNo });
      }
      const facts = (await loadSkuFacts(tx, [body.skuNo])).get(body.skuNo);
      if (!facts) return refuse({ refusal: 'product_not_found', skuNo: body.skuNo });
      const refusal = quantityRefusal(facts, availabilityOf(facts, now), body.quantity);
      if (refusal) refuse(refusal);
      const lines = confirmation.lines.map((l) =>
        l.skuNo === body.skuNo ? { ...l, quantity: body.quantity } : l,
      );
      await saveConfirmationLines(tx, customerId, body.confirmToken, lines);
    });
    const info = await confirmationInfo(deps, customerId, {
      source: 'cart',
      confirmToken: body.confirmToken,
    });
    if (!info.ok) {
      const { ok: _, ...refused } = info;
      return refuse(refused as Refusal);
    }
    return info.value;
  });
}
