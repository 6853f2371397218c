import type { InvalidReason } from '../../schemas/api/cart-v2';
import { ActivityType } from '../../schemas/api/product';

/** What the cart and order rules need to know about one SKU (joined with its SPU and store). */
export interface SkuFacts {
  skuNo: string;
  spuNo: string;
  name: string;
  specName: string;
  imageUrl: string;
  priceCents: number;
  stock: number;
  skuStatus: number;
  spuStatus: number;
  storeStatus: number;
  storeNo: string;
  storeName: string;
  storeType: string;
  categoryCode: number;
  activityType: number | null;
  priceLabel: number | null;
  saleStartAt: number | null;
}

/**
 * Most one customer may put in one line or order. Flash sales and limited-purchase items are rationed so
 * one buyer cannot take the whole batch; the limit is per order (there is no per-customer history rule).
 */
export function purchaseLimitOf(activityType: number | null): number {
  if (activityType === ActivityType.limitedPurchase) return 2;
  if (activityType === ActivityType.flashSale) return 5;
  return 99;
}

export interface Availability {
  /** Set when the SKU cannot be bought at all now. */
  reason?: InvalidReason;
  /** min(stock, purchase limit); 0 when not buyable. */
  maxQuantity: number;
  purchaseLimit: number;
}

export function availabilityOf(f: SkuFacts, now: number): Availability {
  const purchaseLimit = purchaseLimitOf(f.activityType);
  const refuse = (reason: InvalidReason): Availability => ({ reason, maxQuantity: 0, purchaseLimit });
  if (f.storeStatus !== 1) return refuse('storeClosed');
  if (f.spuStatus !== 1 || f.skuStatus !== 1) return refuse('offShelf');
  if (f.saleStartAt !== null && f.saleStartAt > now) return refuse('notStarted');
  if (f.stock <= 0) return refuse('soldOut');
  return { maxQuantity: Math.min(f.stock, purchaseLimit), purchaseLimit };
}
