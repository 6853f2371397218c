import type { Refusal } from './refusal';
import type { Availability, SkuFacts } from './sku-availability';

/**
 * Why a quantity cannot go into the cart now, or null when it can. The refusal carries the most the
 * customer may have (cartQuantityRefusedSchema), so the screen can offer it.
 */
export function quantityRefusal(f: SkuFacts, a: Availability, quantity: number): Refusal | null {
  if (a.reason) return { refusal: 'sku_unavailable', name: f.name, reason: a.reason };
  if (quantity <= a.maxQuantity) return null;
  const limits = { name: f.name, maxQuantity: a.maxQuantity, stock: f.stock, purchaseLimit: a.purchaseLimit };
  return quantity > f.stock ? { refusal: 'stock_short', ...limits } : { refusal: 'over_limit', ...limits };
}
