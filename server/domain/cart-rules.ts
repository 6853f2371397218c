import { conflict } from '../http/errors';
import { type Availability, REASON_TEXT, type SkuFacts } from './sku-availability';

/**
 * Refuses a quantity the SKU cannot take now, with the most the customer may have in result
 * (cartQuantityRefusedSchema). Nothing has changed when this throws.
 */
export function assertQuantity(f: SkuFacts, a: Availability, quantity: number): void {
  if (a.reason) throw conflict(`${f.name} ${REASON_TEXT[a.reason]}`, { reason: a.reason });
  if (quantity <= a.maxQuantity) return;
  const result = { maxQuantity: a.maxQuantity, stock: f.stock, purchaseLimit: a.purchaseLimit };
  if (quantity > f.stock) throw conflict(`${f.name}: only ${f.stock} left in stock`, result);
  throw conflict(`${f.name}: at most ${a.purchaseLimit} per order`, result);
}
