import type { Queryable } from '../db/db';
import type { SkuFacts } from '../domain/sku-availability';

export interface SkuFactsRow {
  sku_no: string;
  spu_no: string;
  name: string;
  spec_name: string;
  image_url: string;
  sale_price_cents: number;
  stock: number;
  sku_status: number;
  spu_status: number;
  store_status: number;
  store_no: string;
  store_name: string;
  store_type: string;
  category_code: number;
  activity_type: number | null;
  price_label: number | null;
  sale_start_at: number | null;
}

/** Columns of SkuFactsRow; the query must join skus k, products p and stores s. */
export const SKU_FACTS_COLUMNS = `k.sku_no, k.spu_no, p.name, k.spec_name, k.image_url, k.sale_price_cents,
  k.stock, k.status AS sku_status, p.status AS spu_status, s.status AS store_status, s.store_no,
  s.name AS store_name, s.store_type, p.category_code, k.activity_type, k.price_label, k.sale_start_at`;

export const SKU_FACTS_JOIN =
  'JOIN products p ON p.spu_no = k.spu_no JOIN stores s ON s.store_no = p.store_no';

export function toSkuFacts(r: SkuFactsRow): SkuFacts {
  return {
    skuNo: r.sku_no,
    spuNo: r.spu_no,
    name: r.name,
    specName: r.spec_name,
    imageUrl: r.image_url,
    priceCents: r.sale_price_cents,
    stock: r.stock,
    skuStatus: r.sku_status,
    spuStatus: r.spu_status,
    storeStatus: r.store_status,
    storeNo: r.store_no,
    storeName: r.store_name,
    storeType: r.store_type,
    categoryCode: r.category_code,
    activityType: r.activity_type,
    priceLabel: r.price_label,
    saleStartAt: r.sale_start_at === null ? null : Number(r.sale_start_at),
  };
}

/** Facts of the given SKUs, keyed by skuNo; unknown SKUs are simply absent. */
export async function loadSkuFacts(db: Queryable, skuNos: readonly string[]): Promise<Map<string, SkuFacts>> {
  if (skuNos.length === 0) return new Map();
  const rows = await db.query<SkuFactsRow>(
    `SELECT ${SKU_FACTS_COLUMNS} FROM skus k ${SKU_FACTS_JOIN} WHERE k.sku_no = ANY($1::text[])`,
    [skuNos],
  );
  return new Map(rows.map((r) => [r.sku_no, toSkuFacts(r)]));
}

export async function skuExists(db: Queryable, skuNo: string): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM skus WHERE sku_no = $1', [skuNo]);
  return row !== undefined;
}
