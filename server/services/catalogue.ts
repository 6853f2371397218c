import type * as z from 'zod';
import type { ProductQuery } from '../../schemas/api/product';
import type {
  ProductCardsResult,
  ProductPage,
  productCardsRequestSchema,
} from '../../schemas/api/productCard';
import type { AppDeps } from '../config';
import { coveredByCoupon, dailyDeal, inCategory, payableInEcny } from '../repos/card-filters';
import { findCoupon } from '../repos/coupon-claims';
import {
  type CardFilter,
  type CardRow as CardRecord,
  cardRowsBySkus,
  cardStampOf,
  listCardRows,
  listCards,
  toCard,
} from '../repos/product-cards';
import { CatalogueMemo } from './catalogue-memo';
import { orRefuse, settle } from './outcome';
import { cachedProductBase, cachedProductPrice } from './product-base-cache';

type CardRow = z.output<typeof productCardsRequestSchema>['rows'][number];
type PageQuery = { sort: 1 | 2 | 3; pageNo: number; pageSize: number };

/** One page of cards in the productPageSchema shape, shared by the paged lists. */
async function productPage(
  deps: AppDeps,
  q: PageQuery,
  filters: CardFilter[],
  grain: 'spu' | 'sku',
  now: number,
): Promise<ProductPage> {
  const { items, total } = await listCards(deps.db, { filters, grain, ...q }, now);
  return { items, pageNo: q.pageNo, pageSize: q.pageSize, total, hasMore: q.pageNo * q.pageSize < total };
}

/** One product row's card rows: its SKU list as given, or the first page of its catalogue query. */
async function rowRecords(deps: AppDeps, row: CardRow): Promise<CardRecord[]> {
  if (row.skuNos) return cardRowsBySkus(deps.db, row.skuNos);
  if (!row.query) return [];
  const { categoryCode, couponNo, sort, pageNo, pageSize } = row.query;
  const filters: CardFilter[] = [];
  if (categoryCode !== undefined) filters.push(inCategory(categoryCode));
  if (couponNo !== undefined) filters.push(coveredByCoupon(couponNo));
  return (await listCardRows(deps.db, { filters, grain: 'spu', sort, pageNo, pageSize })).rows;
}

// Bounded by the card rows kept (a batch may name up to 300 × 50 SKUs), plus one per batch.
const cardsMemo = new CatalogueMemo<CardRecord[][]>(20_000, (rows) =>
  rows.reduce((n, cards) => n + cards.length, 1),
);

/**
 * Each row's card rows, from memory while the catalogue is unchanged (services/catalogue-memo.ts),
 * keyed by what the rows ask for (not their keys), so every page asking the same gets them. On PostgreSQL
 * the stamp covers the named SKUs, or every SKU when a row is a list query (any SKU may enter its page).
 */
function rowsRecords(deps: AppDeps, rows: CardRow[]): Promise<CardRecord[][] | undefined> {
  const read = () => Promise.all(rows.map((row) => rowRecords(deps, row)));
  // A coupon's coverage lives in coupons and coupon_skus, which the catalogue epoch does not count.
  if (rows.some((row) => !row.skuNos && row.query?.couponNo !== undefined)) return read();
  const asks = rows.map((row) => row.skuNos ?? row.query ?? null);
  const listed = rows.every((row) => row.skuNos || !row.query);
  const skuNos = listed ? [...new Set(rows.flatMap((row) => row.skuNos ?? []))] : undefined;
  return cardsMemo.read(deps.db, JSON.stringify(asks), () => cardStampOf(deps.db, skuNos), read);
}

/**
 * The batched product-row call of a booth page: cards per row key. The rows may be kept; the cards are
 * made per read, so a sale start or a flash sale opening is judged at this request's `now`.
 */
export async function productRows(deps: AppDeps, rows: CardRow[]): Promise<ProductCardsResult> {
  const now = deps.config.clock();
  const records = await rowsRecords(deps, rows);
  const result: ProductCardsResult = {};
  rows.forEach((row, i) => {
    result[row.key] = (records?.[i] ?? []).map((r) => toCard(r, now));
  });
  return result;
}

/** Products a coupon covers (full-discount activity page); an unknown coupon is 'not found'. */
export function couponProducts(
  deps: AppDeps,
  q: PageQuery & { couponNo: string; categoryCode?: number | undefined },
) {
  return settle(async () => {
    orRefuse(await findCoupon(deps.db, q.couponNo), { refusal: 'coupon_not_found', couponNo: q.couponNo });
    // One category of them: the filter get-coupon-category offers.
    const filters = [coveredByCoupon(q.couponNo)];
    if (q.categoryCode !== undefined) filters.push(inCategory(String(q.categoryCode)));
    return productPage(deps, q, filters, 'spu', deps.config.clock());
  });
}

export const ecnyProducts = (deps: AppDeps, q: PageQuery) =>
  productPage(deps, q, [payableInEcny], 'sku', deps.config.clock());

/** Daily deals of one tab, judged at the same instant as the page's countdowns. */
export function dailyDeals(deps: AppDeps, q: PageQuery & { tab: Parameters<typeof dailyDeal>[0] }) {
  const now = deps.config.clock();
  return productPage(deps, q, [dailyDeal(q.tab, now)], 'sku', now);
}

const productMissing = (skuNo: string) => ({ refusal: 'product_not_found', skuNo }) as const;

/** base (full) or base-v1 (fast variant, speedFlag '1'). */
export function productBase(deps: AppDeps, q: ProductQuery, fast: boolean) {
  return settle(async () => {
    // Product columns from memory, stock and price read fresh.
    return orRefuse(await cachedProductBase(deps, q, fast, deps.config.clock()), productMissing(q.skuNo));
  });
}

export function productPrice(deps: AppDeps, q: ProductQuery) {
  return settle(async () => orRefuse(await cachedProductPrice(deps, q), productMissing(q.skuNo)));
}
