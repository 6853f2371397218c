import type { Address } from '../../../schemas/api/address';
import type { ConfirmationInfoRequest } from '../../../schemas/api/order';
import type { Db, Queryable } from '../../db/db';
import {
  type CheckoutLine,
  findProblems,
  judgeWallet,
  type LineProblem,
  pricedItems,
  problemMessage,
  type Quote,
  quote,
} from '../../domain/checkout';
import { COUPON_REFUSAL_TEXT, judgeCoupon } from '../../domain/coupon-rules';
import type { ShoppingConfig } from '../../domain/shopping-config';
import { availabilityOf } from '../../domain/sku-availability';
import { badRequest, conflict, notFound } from '../../http/errors';
import { findCartLines, listCartLines } from '../../repos/cart-lines';
import { type Confirmation, createConfirmation, loadConfirmation } from '../../repos/confirmations';
import { findHeldCoupon, listHeldCoupons } from '../../repos/coupon-wallet';
import { loadSkuFacts } from '../../repos/sku-facts';

export const problemsResult = (problems: readonly LineProblem[]) => ({
  problems: problems.map((p) => ({
    skuNo: p.skuNo,
    reason: p.reason,
    available: p.available,
    lineId: p.lineId,
  })),
});

/** The confirmation a confirmation-info request means: an existing token, the cart lines, or buy-now. */
export async function resolveConfirmation(
  db: Db,
  customerId: number,
  body: ConfirmationInfoRequest,
  now: number,
  cfg: ShoppingConfig,
): Promise<Confirmation> {
  if (body.confirmToken) return loadConfirmation(db, customerId, body.confirmToken, now);
  let lines: CheckoutLine[];
  if (body.source === 'buyNow') {
    if (!body.skuNo || body.quantity === undefined)
      throw badRequest('invalid body: skuNo and quantity are required for buy now');
    lines = [{ skuNo: body.skuNo, quantity: body.quantity, lineId: null, stage: body.stage ?? null }];
  } else {
    const records = body.lineIds
      ? await findCartLines(db, customerId, body.lineIds)
      : (await listCartLines(db, customerId)).filter((l) => l.selected && !availabilityOf(l.sku, now).reason);
    if (records.length === 0) throw badRequest('choose at least one item to check out');
    lines = records.map((l) => ({
      skuNo: l.sku.skuNo,
      quantity: l.quantity,
      lineId: l.lineId,
      stage: l.stage,
    }));
  }
  await assertBuyable(db, lines, now);
  return createConfirmation(db, { customerId, source: body.source, lines, now, ttlMs: cfg.confirmTtlMs });
}

/** 404 for an unknown SKU (buy now), 409 with the problems for anything that cannot be bought as asked. */
export async function assertBuyable(db: Queryable, lines: readonly CheckoutLine[], now: number) {
  const facts = await loadSkuFacts(
    db,
    lines.map((l) => l.skuNo),
  );
  const unknown = lines.find((l) => !facts.has(l.skuNo));
  if (unknown) {
    throw notFound(`product ${unknown.skuNo} not found`);
  }
  const problems = findProblems(lines, facts, now);
  if (problems.length > 0) throw conflict(problemMessage(problems, facts), problemsResult(problems));
  return facts;
}

/**
 * Prices a confirmation. coupon: 'best' picks the best applicable held coupon, a couponNo must apply
 * (409 otherwise), null means none.
 */
export async function quoteConfirmation(
  db: Queryable,
  customerId: number,
  confirmation: Confirmation,
  now: number,
  coupon: 'best' | string | null,
  address: Address | null,
): Promise<Quote & { wallet: ReturnType<typeof judgeWallet> }> {
  const facts = await assertBuyable(db, confirmation.lines, now);
  const items = pricedItems(confirmation.lines, facts);
  const wallet = judgeWallet(await listHeldCoupons(db, customerId), items, now);
  let chosen: Quote['coupon'] = null;
  if (coupon === 'best') {
    if (wallet.best) chosen = { held: wallet.best, judgement: judgeCoupon(wallet.best.facts, items, now) };
  } else if (coupon !== null) {
    const held = await findHeldCoupon(db, customerId, coupon);
    if ('refusal' in held)
      throw conflict(`coupon ${coupon}: ${COUPON_REFUSAL_TEXT[held.refusal]}`, { reason: held.refusal });
    const judgement = judgeCoupon(held.facts, items, now);
    if (!judgement.applicable && judgement.reason) {
      throw conflict(`coupon ${coupon}: ${COUPON_REFUSAL_TEXT[judgement.reason]}`, {
        reason: judgement.reason,
      });
    }
    chosen = { held, judgement };
  }
  return { ...quote(items, chosen, address?.province ?? null), wallet };
}
