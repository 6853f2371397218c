import type { ProductBase, ProductBaseFast, ProductQuery } from '../../schemas/api/product';
import type { AppDeps } from '../config';
import { type BaseRow, baseOf, findBaseRow, findSkuRow, findSkuRows } from '../repos/products';
import { readCache } from './read-cache';

const cacheOf = (deps: AppDeps) => readCache<BaseRow>(deps.db, 'product-base', 5000);

/**
 * The product base (issue 19): the product's own columns (name, brand, store, category, description)
 * come from memory after the first read; the SKU columns (stock, price, state, sale start) are read on
 * every request, one small query, so an order, a refund or a price change shows on the next read
 * without any invalidation. Nothing per customer is in the answer. `forgetProducts` drops the product
 * columns after a change to them (no running path changes them today: they come from the seed).
 */
export async function cachedProductBase(
  deps: AppDeps,
  q: ProductQuery,
  fast: boolean,
  now: number,
): Promise<ProductBase | ProductBaseFast | undefined> {
  const cache = cacheOf(deps);
  const key = `${q.skuNo}|${q.spuNo ?? ''}`;
  const kept = cache.get(key, now);
  if (!kept) {
    const generation = cache.generation;
    const row = await findBaseRow(deps.db, q);
    if (!row) return undefined;
    // Valid at any instant: nothing in these columns is judged on the clock.
    cache.set(key, row, generation, Number.NEGATIVE_INFINITY);
    return baseOf(row, now, fast ? undefined : await findSkuRows(deps.db, row.spu_no));
  }
  if (fast) {
    const sku = await findSkuRow(deps.db, q.skuNo);
    return sku ? baseOf({ ...kept, ...sku }, now) : undefined;
  }
  const siblings = await findSkuRows(deps.db, kept.spu_no);
  const sku = siblings.find((s) => s.sku_no === q.skuNo);
  return sku ? baseOf({ ...kept, ...sku }, now, siblings) : undefined;
}

/** After a change to a product's own columns: the next read goes to the store. */
export function forgetProducts(deps: AppDeps): void {
  cacheOf(deps).clear();
}
