import type { ProductCard } from '../../schemas/api/productCard';
import type { SortKey } from '../../schemas/booth/codes';
import type { Queryable, SqlValue } from '../db/db';
import { skuTitle } from '../domain/sku-title';
import { stockStateOf } from '../domain/stock-state';

/**
 * Product cards for booth product rows and the paged product lists. Every list is one SQL
 * statement: filters are composed as SQL fragments with numbered parameters, never spliced values.
 */

/** One card's columns as read; the card itself is made per read (toCard), its stock state judged at `now`. */
export interface CardRow {
  sku_no: string;
  spu_no: string;
  name: string;
  spec_name: string;
  sku_count: number;
  image_url: string;
  sale_price_cents: number;
  market_price_cents: number;
  stock: number;
  activity_type: number | null;
  price_label: number | null;
  sale_start_at: number | null;
  purchase: boolean;
}

/** Collects parameters and hands out their $n placeholders. */
export class SqlParams {
  readonly values: SqlValue[] = [];
  add(value: SqlValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A condition over k (skus), p (products) and c (categories). */
export type CardFilter = (params: SqlParams) => string;

/**
 * Whether the product of SKU alias `k` is in a listed purchase programme (ADR 0017; withdrawn is not one,
 * as repos/purchase-products.ts reads it): its card opens /xhProduct/detail.
 */
export const IN_PURCHASE_PROGRAMME = `EXISTS (SELECT 1 FROM purchase_products pp
    WHERE pp.spu_no = k.spu_no AND pp.withdrawn_at IS NULL)`;

// sku_count: a card names its SKU's spec when the product has others (domain/sku-title.ts).
const CARD_COLUMNS = `k.sku_no, k.spu_no, p.name, k.spec_name,
  (SELECT count(*)::int FROM skus s WHERE s.spu_no = k.spu_no) AS sku_count,
  k.image_url, k.sale_price_cents, k.market_price_cents, k.stock, k.activity_type, k.price_label, k.sale_start_at,
  ${IN_PURCHASE_PROGRAMME} AS purchase`;
const FROM_CATALOGUE = `skus k JOIN products p ON p.spu_no = k.spu_no JOIN categories c ON c.code = p.category_code`;
// Shoppers only ever see products on shelf: the SPU and the SKU both.
const ON_SHELF = 'p.status = 1 AND k.status = 1';

// Ties broken by SKU number so pages never overlap or skip items.
const ORDER_BY: Record<SortKey, string> = {
  1: 'sales DESC, sku_no ASC',
  2: 'approved_at DESC, sku_no ASC',
  3: 'sale_price_cents ASC, sku_no ASC',
};

export function toCard(r: CardRow, now: number): ProductCard {
  return {
    spuNo: r.spu_no,
    skuNo: r.sku_no,
    name: skuTitle(r.name, r.spec_name, r.sku_count),
    imageUrl: r.image_url,
    salePriceCents: r.sale_price_cents,
    marketPriceCents: r.market_price_cents,
    stockState: stockStateOf({
      stock: r.stock,
      activityType: r.activity_type,
      saleStartAt: r.sale_start_at === null ? null : Number(r.sale_start_at),
      now,
    }),
    // The CHECK constraints of the skus table hold these columns to the schema's literal values.
    activityType: r.activity_type as ProductCard['activityType'],
    priceLabel: r.price_label as ProductCard['priceLabel'],
    purchase: r.purchase,
  };
}

/** Cards for a fixed SKU list, in the given order; unknown and off-shelf SKUs are skipped. */
export async function cardsBySkus(
  db: Queryable,
  skuNos: readonly string[],
  now: number,
): Promise<ProductCard[]> {
  return (await cardRowsBySkus(db, skuNos)).map((r) => toCard(r, now));
}

/** The rows behind cardsBySkus. */
export function cardRowsBySkus(db: Queryable, skuNos: readonly string[]): Promise<CardRow[]> {
  if (skuNos.length === 0) return Promise.resolve([]);
  return db.query<CardRow>(
    `SELECT ${CARD_COLUMNS}
       FROM jsonb_array_elements_text($1::jsonb) WITH ORDINALITY AS w(sku_no, ord)
       JOIN skus k ON k.sku_no = w.sku_no
       JOIN products p ON p.spu_no = k.spu_no
      WHERE ${ON_SHELF}
      ORDER BY w.ord`,
    [JSON.stringify(skuNos)],
  );
}

/**
 * A stock stamp over the given SKUs, or over every SKU when `skuNos` is undefined (a list query may
 * pick or order any of them): the sum of their rows' `version`, bumped by every stock and sales write,
 * and their count. The product cards cache compares it on PostgreSQL, where other processes may sell.
 */
export async function cardStampOf(db: Queryable, skuNos: readonly string[] | undefined): Promise<string> {
  const [row] = await db.query<{ stamp: string | null }>(
    skuNos
      ? `SELECT SUM(version)::text || ':' || COUNT(*)::text AS stamp FROM skus WHERE sku_no = ANY($1)`
      : `SELECT SUM(version)::text || ':' || COUNT(*)::text AS stamp FROM skus`,
    skuNos ? [skuNos] : [],
  );
  return row?.stamp ?? '';
}

export interface CardListSpec {
  filters: CardFilter[];
  /** 'spu': one card per product (its first on-shelf SKU); 'sku': every matching SKU (deals, e-CNY). */
  grain: 'spu' | 'sku';
  sort: SortKey;
  pageNo: number;
  pageSize: number;
}

/** One page of cards and the total count, in one statement (the total survives a page past the end). */
export async function listCards(
  db: Queryable,
  spec: CardListSpec,
  now: number,
): Promise<{ items: ProductCard[]; total: number }> {
  const { rows, total } = await listCardRows(db, spec);
  return { items: rows.map((r) => toCard(r, now)), total };
}

/** The rows behind listCards: one page of card rows and the total count. */
export async function listCardRows(
  db: Queryable,
  spec: CardListSpec,
): Promise<{ rows: CardRow[]; total: number }> {
  const params = new SqlParams();
  const where = [ON_SHELF, ...spec.filters.map((f) => f(params))].join(' AND ');
  const partition = spec.grain === 'spu' ? 'k.spu_no' : 'k.sku_no';
  const limit = params.add(spec.pageSize);
  const offset = params.add((spec.pageNo - 1) * spec.pageSize);
  const order = ORDER_BY[spec.sort];
  const rows = await db.query<CardRow & { total: number; ord: number | null }>(
    `WITH candidates AS (
       SELECT ${CARD_COLUMNS},
              -- a product sells as the sum of its SKUs; an SKU as itself
              sum(k.sales_volume) OVER (PARTITION BY ${partition}) AS sales,
              coalesce(p.approved_at, p.created_at) AS approved_at,
              row_number() OVER (PARTITION BY ${partition} ORDER BY k.sort, k.sku_no) AS pick
         FROM ${FROM_CATALOGUE}
        WHERE ${where}
     ),
     ranked AS (SELECT * FROM candidates WHERE pick = 1),
     page AS (
       SELECT *, row_number() OVER (ORDER BY ${order}) AS ord FROM ranked ORDER BY ${order}
        LIMIT ${limit} OFFSET ${offset}
     )
     SELECT page.*, t.total FROM (SELECT count(*)::int AS total FROM ranked) t
       LEFT JOIN page ON true
      ORDER BY page.ord`,
    params.values,
  );
  const total = rows[0]?.total ?? 0;
  return { rows: rows.filter((r) => r.ord !== null), total };
}
