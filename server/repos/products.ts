import {
  type ProductBase,
  type ProductBaseFast,
  type ProductPrice,
  type ProductQuery,
  type ProductSpec,
  productSpecSchema,
  type SkuSummary,
} from '../../schemas/api/product';
import { z } from '../../schemas/zod';
import type { Queryable } from '../db/db';
import { purchaseLimitOf } from '../domain/sku-availability';
import { stockStateOf } from '../domain/stock-state';

export interface SkuRow {
  sku_no: string;
  spu_no: string;
  spec_name: string;
  sale_price_cents: number;
  market_price_cents: number;
  stock: number;
  sku_status: number;
  activity_type: number | null;
  price_label: number | null;
  sale_start_at: number | null;
  image_url: string;
}

export interface BaseRow extends SkuRow {
  name: string;
  short_name: string;
  brand: string;
  category_code: number;
  sc_code: string;
  store_no: string;
  store_name: string;
  store_type: string;
  spu_status: number;
  description: string;
  /** jsonb arrays (052_product_media.sql); checked on the way out, as a console edit could hold anything. */
  gallery_urls: unknown;
  detail_image_urls: unknown;
  specs: unknown;
}

const SKU_COLUMNS = `k.sku_no, k.spu_no, k.spec_name, k.sale_price_cents, k.market_price_cents, k.stock,
  k.status AS sku_status, k.activity_type, k.price_label, k.sale_start_at, k.image_url`;

// The CHECK constraints in 001_catalogue.sql guarantee these columns hold the schema's literal values,
// so narrowing the driver's numbers here is safe.
const asStatus = (n: number): 0 | 1 => (n === 1 ? 1 : 0);
const asActivity = (n: number | null) => n as ProductBaseFast['activityType'];
const asLabel = (n: number | null) => n as ProductBaseFast['priceLabel'];
const asStoreType = (s: string): ProductBaseFast['storeType'] => (s === 'luxury' ? 'luxury' : 'standard');
const toNumberOrNull = (v: number | null) => (v === null ? null : Number(v));

// The drivers hand jsonb back parsed (PGlite and pg both); a value that is not the expected shape reads as none.
const urlsSchema = z.array(z.string());
const specsSchema = z.array(productSpecSchema);
const urlList = (v: unknown): string[] => {
  const r = urlsSchema.safeParse(v);
  return r.success ? r.data : [];
};
const specList = (v: unknown): ProductSpec[] => {
  const r = specsSchema.safeParse(v);
  return r.success ? r.data : [];
};

function skuSummary(r: SkuRow, now: number): SkuSummary {
  return {
    skuNo: r.sku_no,
    specName: r.spec_name,
    salePriceCents: r.sale_price_cents,
    marketPriceCents: r.market_price_cents,
    status: asStatus(r.sku_status),
    stockState: stockStateOf({
      stock: r.stock,
      activityType: r.activity_type,
      saleStartAt: toNumberOrNull(r.sale_start_at),
      now,
    }),
    imageUrl: r.image_url,
    stock: r.stock,
    purchaseLimit: purchaseLimitOf(r.activity_type),
  };
}

export async function findBaseRow(db: Queryable, q: ProductQuery): Promise<BaseRow | undefined> {
  const [row] = await db.query<BaseRow>(
    `SELECT ${SKU_COLUMNS}, p.name, p.short_name, p.brand, p.category_code, c.sc_code, p.store_no,
            s.name AS store_name, s.store_type, p.status AS spu_status, p.description,
            p.gallery_urls, p.detail_image_urls, p.specs
       FROM skus k
       JOIN products p ON p.spu_no = k.spu_no
       JOIN categories c ON c.code = p.category_code
       JOIN stores s ON s.store_no = p.store_no
      WHERE k.sku_no = $1 AND ($2::text IS NULL OR k.spu_no = $2)`,
    [q.skuNo, q.spuNo ?? null],
  );
  return row;
}

function toFast(r: BaseRow, now: number): ProductBaseFast {
  const sku = skuSummary(r, now);
  return {
    spuNo: r.spu_no,
    skuNo: r.sku_no,
    name: r.name,
    shortName: r.short_name,
    brand: r.brand,
    specName: r.spec_name,
    categoryCode: r.category_code,
    scCode: r.sc_code,
    storeNo: r.store_no,
    storeName: r.store_name,
    storeType: asStoreType(r.store_type),
    // A SKU is on shelf only while its SPU is too.
    status: r.spu_status === 1 ? sku.status : 0,
    stock: r.stock,
    stockState: sku.stockState,
    activityType: asActivity(r.activity_type),
    priceLabel: asLabel(r.price_label),
    saleStartTime: toNumberOrNull(r.sale_start_at),
    imageUrl: r.image_url,
    purchaseLimit: sku.purchaseLimit,
  };
}

/**
 * A stamp of the stock and state of every SKU of the SPU holding `skuNo`: each stock write bumps its
 * row's `version`, so the sum moves on any of them (one indexed read; the product base cache checks it
 * on PostgreSQL, where other processes may write). Empty when there is no such SKU.
 */
export async function skuStampOf(db: Queryable, skuNo: string): Promise<string> {
  const [row] = await db.query<{ stamp: string | null }>(
    `SELECT SUM(s.version)::text || ':' || COUNT(*)::text AS stamp
       FROM skus s WHERE s.spu_no = (SELECT k.spu_no FROM skus k WHERE k.sku_no = $1)`,
    [skuNo],
  );
  return row?.stamp ?? '';
}

/** The SKUs of one SPU in their display order. */
export function findSkuRows(db: Queryable, spuNo: string): Promise<SkuRow[]> {
  return db.query<SkuRow>(`SELECT ${SKU_COLUMNS} FROM skus k WHERE k.spu_no = $1 ORDER BY k.sort, k.sku_no`, [
    spuNo,
  ]);
}

/**
 * The base answer from a product's row and fresh SKU rows (the product base cache keeps the first and
 * reads the others on every request): fast without `siblings`, full with them.
 */
export function baseOf(row: BaseRow, now: number, siblings?: SkuRow[]): ProductBase | ProductBaseFast {
  const fast = toFast(row, now);
  if (!siblings) return fast;
  return {
    ...fast,
    description: row.description,
    images: [row.image_url, ...urlList(row.gallery_urls)],
    detailImages: urlList(row.detail_image_urls),
    specs: specList(row.specs),
    skus: siblings.map((s) => skuSummary(s, now)),
  };
}

/** The price answer of a SKU's row (the product base cache answers it from the rows it keeps). */
export function priceOf(r: SkuRow): ProductPrice {
  return {
    spuNo: r.spu_no,
    skuNo: r.sku_no,
    salePriceCents: r.sale_price_cents,
    marketPriceCents: r.market_price_cents,
    activityType: asActivity(r.activity_type),
    priceLabel: asLabel(r.price_label),
  };
}
