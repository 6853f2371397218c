import type { ProductBase, ProductBaseFast, ProductPrice, ProductQuery } from '../../schemas/api/product';
import type { AppDeps } from '../config';
import {
  type BaseRow,
  baseOf,
  findBaseRow,
  findSkuRows,
  priceOf,
  type SkuRow,
  skuStampOf,
} from '../repos/products';
import { CatalogueMemo } from './catalogue-memo';

/** What one product base read found: the SKU's row with its product's, and for the full answer its SPU's SKUs. */
interface Kept {
  row: BaseRow;
  siblings: SkuRow[] | undefined;
}

const memo = new CatalogueMemo<Kept>(5000);

/**
 * The product base from memory while nothing it is made of changed (services/catalogue-memo.ts:
 * the catalogue epoch, and on PostgreSQL the SPU's stock stamp, one indexed query, so a sale made by
 * another process shows too). Any other write the answer shows (a price, the product's, its store's or its
 * category's row, by another process or plain SQL) moves that stamp through triggers (migrations 032, 037).
 *
 * Rows, not answers, are kept: the answer judges the sale start against `now` on every read.
 */
export async function cachedProductBase(
  deps: AppDeps,
  q: ProductQuery,
  fast: boolean,
  now: number,
): Promise<ProductBase | ProductBaseFast | undefined> {
  const kept = await keptRows(deps, q, fast);
  return kept && baseOf(kept.row, now, kept.siblings);
}

/** The price (price and price-v1) from the rows the fast product base keeps: same freshness. */
export async function cachedProductPrice(deps: AppDeps, q: ProductQuery): Promise<ProductPrice | undefined> {
  const kept = await keptRows(deps, q, true);
  return kept && priceOf(kept.row);
}

function keptRows(deps: AppDeps, q: ProductQuery, fast: boolean): Promise<Kept | undefined> {
  const { db } = deps;
  return memo.read(
    db,
    `${fast ? 'fast' : 'full'}|${q.skuNo}|${q.spuNo ?? ''}`,
    () => skuStampOf(db, q.skuNo),
    async () => {
      const row = await findBaseRow(db, q);
      if (!row) return undefined;
      return { row, siblings: fast ? undefined : await findSkuRows(db, row.spu_no) };
    },
  );
}
