import { MAX_CART_LINES } from '../../schemas/api/cart-v2';
import type { AppDeps } from '../config';
import { quantityRefusal } from '../domain/cart-rules';
import { buildCartView } from '../domain/cart-view';
import type { Outcome } from '../domain/refusal';
import { availabilityOf } from '../domain/sku-availability';
import {
  addToLine,
  cartCount,
  countOtherLines,
  deleteAllLines,
  deleteLines,
  listCartLines,
} from '../repos/cart-lines';
import { loadSkuFacts } from '../repos/sku-facts';
import { refuse, settle } from './outcome';

/** The badge counts pieces, not lines: two of one SKU show as 2. */
export const cartBadge = (deps: AppDeps, customerId: number) => cartCount(deps.db, customerId);

export async function cartView(deps: AppDeps, customerId: number) {
  return buildCartView(await listCartLines(deps.db, customerId), deps.config.clock());
}

/** add-v2: one transaction, so a refused quantity leaves the cart as it was. */
export function addToCart(
  deps: AppDeps,
  customerId: number,
  input: { skuNo: string; quantity: number },
): Promise<Outcome<{ lineId: number; quantity: number; count: number }>> {
  const now = deps.config.clock();
  return settle(() =>
    deps.db.transaction(async (tx) => {
      const f = (await loadSkuFacts(tx, [input.skuNo])).get(input.skuNo);
      if (!f) return refuse({ refusal: 'product_not_found', skuNo: input.skuNo });
      const a = availabilityOf(f, now);
      const early = quantityRefusal(f, a, input.quantity);
      if (early) refuse(early);
      if ((await countOtherLines(tx, customerId, input.skuNo)) >= MAX_CART_LINES) {
        refuse({ refusal: 'cart_full', limit: MAX_CART_LINES });
      }
      // Adding to an existing line sums in SQL, so two adds at once both count; the check below then
      // judges the sum and rolls back when it is too much.
      const row = await addToLine(tx, { customerId, skuNo: input.skuNo, quantity: input.quantity, now });
      const late = quantityRefusal(f, a, row.quantity);
      if (late) refuse(late);
      return { lineId: row.id, quantity: row.quantity, count: await cartCount(tx, customerId) };
    }),
  );
}

/** clear: everything, or only the lines that cannot be bought now. */
export async function clearCart(deps: AppDeps, customerId: number, scope: 'all' | 'invalid') {
  const { db } = deps;
  if (scope === 'all') {
    await deleteAllLines(db, customerId);
  } else {
    const view = await cartView(deps, customerId);
    await deleteLines(
      db,
      customerId,
      view.invalidLines.map((l) => l.lineId),
    );
  }
  return { count: await cartCount(db, customerId) };
}
