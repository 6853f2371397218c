import { readFileSync } from 'node:fs';

const seedFile = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../../fixtures/seed/${name}`, import.meta.url), 'utf8')) as T;
const products =
  seedFile<{ spuNo: string; name: string; skus: { skuNo: string; specName: string }[] }[]>('products.json');
const coupons = seedFile<{ couponNo: string; name: string }[]>('coupons.json');

/**
 * What the specs expect of the seeded catalogue, taken from the seed files (fixtures/seed) rather than
 * copied into the specs, so a change to the data changes the expectations with it.
 */
function productOf(spuNo: string): (typeof products)[number] {
  const product = products.find((p) => p.spuNo === spuNo);
  if (product === undefined) throw new Error(`no seeded product ${spuNo}`);
  return product;
}

/**
 * The first two words of a seeded product's name (brand and model, e.g. "Apple iPhone"): what a card,
 * a cart line and the product heading all show, even where a long name is clamped.
 */
export const productNameStart = (spuNo: string): string =>
  productOf(spuNo).name.split(' ').slice(0, 2).join(' ');

/** A seeded SKU's spec name, as the SKU sheet's option for it reads. */
export function specName(skuNo: string): string {
  const sku = products.flatMap((p) => p.skus).find((k) => k.skuNo === skuNo);
  if (sku === undefined) throw new Error(`no seeded SKU ${skuNo}`);
  return sku.specName;
}

export function couponName(couponNo: string): string {
  const coupon = coupons.find((c) => c.couponNo === couponNo);
  if (coupon === undefined) throw new Error(`no seeded coupon ${couponNo}`);
  return coupon.name;
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
