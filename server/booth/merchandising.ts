import type { Queryable } from '../db/db';
import { listSkuNos, listSpuNos, markEcnySkus, setApprovedAt, setSalesVolumes } from '../repos/merchandising';

/**
 * Merchandising data the seed catalogue (fixtures/seed) does not carry: sales volumes, approval
 * times and e-CNY eligibility. Deterministic, so every fresh database sorts the same way and tests can
 * rely on the order. The daily-deal rounds (in progress, preview, past) are in fixtures/seed/products.json
 * as flash sales with start and end offsets relative to the seeding clock.
 */

/** FNV-1a: a stable spread of numbers from a SKU or SPU number, independent of insertion order. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export const salesVolumeOf = (skuNo: string): number => fnv1a(skuNo) % 5000;
const DAY = 24 * 60 * 60 * 1000;
/** Approved 0-179 days before the seed ran. */
export const approvedAtOf = (spuNo: string, seededAt: number): number =>
  seededAt - (fnv1a(`approved:${spuNo}`) % 180) * DAY;

/** Payable in digital yuan besides the price-label-8 SKUs (SKU2200601/02, SKU2600501). */
export const ECNY_SKUS = [
  'SKU2000501',
  'SKU2100201',
  'SKU2200201',
  'SKU2300101',
  'SKU2300201',
  'SKU2400301',
  'SKU2500201',
  'SKU2600201',
  'SKU2800201',
  'SKU2800501',
] as const;

export async function seedMerchandising(tx: Queryable, now: number): Promise<void> {
  const skus = await listSkuNos(tx);
  await setSalesVolumes(
    tx,
    skus.map((skuNo) => ({ sku_no: skuNo, sales: salesVolumeOf(skuNo) })),
  );
  const spus = await listSpuNos(tx);
  await setApprovedAt(
    tx,
    spus.map((spuNo) => ({ spu_no: spuNo, at: approvedAtOf(spuNo, now) })),
  );
  await markEcnySkus(tx, ECNY_SKUS);
}
