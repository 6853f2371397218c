import * as z from 'zod';
import type {
  OperatorProduct,
  OperatorProductMedia,
  OperatorProductSummary,
} from '../../schemas/api/product-operator';
import type { Queryable } from '../db/db';

/**
 * A product's pictures and specifications as operators edit them (ADR 0068). The main picture is the SKUs'
 * `image_url` (every SKU of a product shows it: the seed and the cards read it there), the rest of the
 * gallery `products.gallery_urls`, then `detail_image_urls` and `specs` (migration 052).
 */

// The drivers hand jsonb back parsed; a value of another shape (plain SQL) reads as none, as the shop's read does.
const urls = (v: unknown): string[] => z.array(z.string()).catch([]).parse(v);
const specs = (v: unknown) =>
  z
    .array(z.object({ name: z.string(), value: z.string() }))
    .catch([])
    .parse(v);

/** The main picture: the first SKU's, in display order. */
const MAIN = `(SELECT k.image_url FROM skus k WHERE k.spu_no = p.spu_no ORDER BY k.sort, k.sku_no LIMIT 1)`;

interface SummaryRow {
  spu_no: string;
  name: string;
  brand: string;
  store_no: string;
  store_name: string;
  status: number;
  image_url: string | null;
  gallery_urls: unknown;
  detail_image_urls: unknown;
  specs: unknown;
}

/** Every product by number (a few hundred at most in this mall), for the console's list and filter. */
export async function listProductMedia(db: Queryable): Promise<OperatorProductSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT p.spu_no, p.name, p.brand, p.store_no, s.name AS store_name, p.status, ${MAIN} AS image_url,
            p.gallery_urls, p.detail_image_urls, p.specs
       FROM products p JOIN stores s ON s.store_no = p.store_no
      ORDER BY p.spu_no`,
  );
  return rows.map((r) => ({
    spuNo: r.spu_no,
    name: r.name,
    brand: r.brand,
    storeNo: r.store_no,
    storeName: r.store_name,
    status: r.status === 1 ? 1 : 0,
    phase: r.status === 1 ? 'onShelf' : 'offShelf',
    imageUrl: r.image_url ?? '',
    pictureCount: (r.image_url ? 1 : 0) + urls(r.gallery_urls).length,
    detailImageCount: urls(r.detail_image_urls).length,
    specCount: specs(r.specs).length,
  }));
}

/** One product's media; undefined for an unknown number. */
export async function findProductMedia(db: Queryable, spuNo: string): Promise<OperatorProduct | undefined> {
  const [r] = await db.query<SummaryRow>(
    `SELECT p.spu_no, p.name, ${MAIN} AS image_url, p.gallery_urls, p.detail_image_urls, p.specs
       FROM products p WHERE p.spu_no = $1`,
    [spuNo],
  );
  if (!r) return undefined;
  return {
    spuNo: r.spu_no,
    name: r.name,
    gallery: [...(r.image_url ? [r.image_url] : []), ...urls(r.gallery_urls)],
    detailImages: urls(r.detail_image_urls),
    specs: specs(r.specs),
  };
}

/**
 * Replaces the product's gallery after the main picture, its detail pictures and its specs; false for an
 * unknown product. Run with the main picture's write (setMainPicture) in one transaction.
 */
export async function updateProductMedia(
  tx: Queryable,
  spuNo: string,
  media: { rest: readonly string[]; detailImages: readonly string[]; specs: OperatorProductMedia['specs'] },
  now: number,
): Promise<boolean> {
  const updated = await tx.query<{ spu_no: string }>(
    `UPDATE products SET gallery_urls = $2::jsonb, detail_image_urls = $3::jsonb, specs = $4::jsonb,
            updated_at = $5
      WHERE spu_no = $1 RETURNING spu_no`,
    [spuNo, JSON.stringify(media.rest), JSON.stringify(media.detailImages), JSON.stringify(media.specs), now],
  );
  return updated.length > 0;
}

/** Every SKU of the product shows this main picture (the cards and the page's first slide read it there). */
export async function setMainPicture(tx: Queryable, spuNo: string, url: string, now: number): Promise<void> {
  await tx.query('UPDATE skus SET image_url = $2, updated_at = $3 WHERE spu_no = $1', [spuNo, url, now]);
}
