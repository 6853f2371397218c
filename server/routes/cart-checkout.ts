import type { Hono } from 'hono';
import { cartJumpQueryRequestSchema, cartTrialRequestSchema } from '../../schemas/api/cart-v2';
import { PriceLabel } from '../../schemas/api/product';
import type { AppDeps } from '../config';
import { type CheckoutLine, findProblems, judgeWallet, pricedItems, quote } from '../domain/checkout';
import { judgeCoupon } from '../domain/coupon-rules';
import { stageOptionsFor } from '../domain/pricing';
import { availabilityOf } from '../domain/sku-availability';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { badRequest, conflict } from '../http/errors';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { defaultAddress } from '../repos/addresses';
import { type CartLineRecord, findCartLines, listCartLines } from '../repos/cart-lines';
import { createConfirmation } from '../repos/confirmations';
import { listHeldCoupons } from '../repos/coupon-wallet';

export const toCheckoutLines = (lines: readonly CartLineRecord[]): CheckoutLine[] =>
  lines.map((l) => ({ skuNo: l.sku.skuNo, quantity: l.quantity, lineId: l.lineId, stage: l.stage }));

const factsOf = (lines: readonly CartLineRecord[]) => new Map(lines.map((l) => [l.sku.skuNo, l.sku]));

/** trial (server-side totals) and jump-query (the gate to order confirmation). */
export function cartCheckoutRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const { db, config } = deps;
  const user = requireUser(deps);

  /** lineIds when given (all must be the caller's), else the selected lines. */
  const chosenLines = async (customerId: number, lineIds: number[] | undefined) =>
    lineIds
      ? findCartLines(db, customerId, lineIds)
      : (await listCartLines(db, customerId)).filter((l) => l.selected);

  r.post('/trial', user, async (c) => {
    const body = await parseBody(c, cartTrialRequestSchema);
    const { customerId } = currentUser(c);
    const now = config.clock();
    // Lines that cannot be bought now do not count towards the totals.
    const lines = (await chosenLines(customerId, body.lineIds)).filter(
      (l) => !availabilityOf(l.sku, now).reason,
    );
    const items = pricedItems(toCheckoutLines(lines), factsOf(lines));
    const { best } = judgeWallet(await listHeldCoupons(db, customerId), items, now);
    const coupon = best ? { held: best, judgement: judgeCoupon(best.facts, items, now) } : null;
    const address = await defaultAddress(db, customerId);
    const q = quote(items, coupon, address?.province ?? null);
    return sendOk(c, {
      ...q.amounts,
      lineIds: lines.map((l) => l.lineId),
      couponNo: best?.facts.couponNo ?? null,
      lines: lines.map((l) => {
        const goodsCents = l.sku.priceCents * l.quantity;
        const instalments = l.sku.priceLabel === PriceLabel.interestFreeInstalments;
        return {
          lineId: l.lineId,
          goodsCents,
          stage: l.stage,
          ...(instalments ? { stageOptions: stageOptionsFor(goodsCents) } : {}),
        };
      }),
    });
  });

  r.post('/jump-query', user, async (c) => {
    const body = await parseBody(c, cartJumpQueryRequestSchema);
    const { customerId } = currentUser(c);
    const now = config.clock();
    let lines = await chosenLines(customerId, body.lineIds);
    // Without explicit ids, selected lines that cannot be bought stay behind in the invalid section.
    if (!body.lineIds) lines = lines.filter((l) => !availabilityOf(l.sku, now).reason);
    if (lines.length === 0) throw badRequest('choose at least one item to check out');
    const checkout = toCheckoutLines(lines);
    const problems = findProblems(checkout, factsOf(lines), now);
    if (problems.length > 0) {
      throw conflict('some items cannot be bought as chosen; please review them', {
        problems: problems.map((p) => ({
          lineId: p.lineId ?? 0,
          skuNo: p.skuNo,
          reason: p.reason,
          maxQuantity: p.available,
        })),
      });
    }
    const confirmation = await createConfirmation(db, {
      customerId,
      source: 'cart',
      lines: checkout,
      now,
      ttlMs: config.shopping.confirmTtlMs,
    });
    return sendOk(c, {
      confirmToken: confirmation.token,
      lineIds: lines.map((l) => l.lineId),
      expiresAt: confirmation.expiresAt,
    });
  });
}
