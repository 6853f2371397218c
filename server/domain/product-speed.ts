import { ActivityType } from '../../schemas/api/product';
import type { ProductValidateResult } from '../../schemas/api/product-speed';
import { findProblems } from './checkout';
import { availabilityOf, type SkuFacts } from './sku-availability';

/** A flash sale this close to its start already draws the crowd the fast -v1 endpoints are for. */
export const SPEED_LEAD_MS = 10 * 60 * 1000;

export interface SaleWindow {
  activityType: number | null;
  saleStartAt: number | null;
  saleEndAt: number | null;
}

/** '1' while the SKU's flash sale is live or starts within SPEED_LEAD_MS; '0' otherwise (and after it ends). */
export function speedFlagOf(w: SaleWindow, now: number): '1' | '0' {
  if (w.activityType !== ActivityType.flashSale) return '0';
  const started = w.saleStartAt === null || w.saleStartAt - SPEED_LEAD_MS <= now;
  const ended = w.saleEndAt !== null && w.saleEndAt <= now;
  return started && !ended ? '1' : '0';
}

/**
 * Whether `quantity` of the SKU can be bought now, judged by the checkout's own rules (findProblems, as
 * confirmation-info and create-order judge a buy-now line): the first problem, with what is left.
 */
export function judgeBuyNow(
  f: SkuFacts,
  quantity: number,
  now: number,
): Omit<ProductValidateResult, 'message'> {
  const a = availabilityOf(f, now);
  const facts = new Map([[f.skuNo, f]]);
  const [problem] = findProblems([{ skuNo: f.skuNo, quantity, lineId: null, stage: null }], facts, now);
  const stock = Math.max(0, f.stock);
  return {
    valid: problem === undefined,
    reason: problem?.reason ?? null,
    available: a.maxQuantity,
    purchaseLimit: a.purchaseLimit,
    stock,
    saleStartAt: problem?.reason === 'notStarted' ? f.saleStartAt : null,
  };
}
