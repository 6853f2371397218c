import type { AppDeps } from '../config';
import { addFavourite, favouriteSkus, listFavourites, removeFavourite } from '../repos/favourites';
import { skuExists } from '../repos/sku-facts';
import { refuse, settle } from './outcome';

/** check-is-favor-v2: each asked SKU → whether it is a favourite. */
export async function favourStates(deps: AppDeps, customerId: number, skuNos: string[]) {
  const held = await favouriteSkus(deps.db, customerId, skuNos);
  return Object.fromEntries(skuNos.map((s) => [s, held.has(s)]));
}

export function addFavour(deps: AppDeps, customerId: number, skuNo: string) {
  return settle(async () => {
    if (!(await skuExists(deps.db, skuNo))) refuse({ refusal: 'product_not_found', skuNo });
    await addFavourite(deps.db, customerId, skuNo, deps.config.clock());
    return { skuNo, favor: true };
  });
}

/** Deleting what is not there is fine: the outcome (not a favourite) is what the caller wanted. */
export async function removeFavour(deps: AppDeps, customerId: number, skuNo: string) {
  await removeFavourite(deps.db, customerId, skuNo);
  return { skuNo, favor: false };
}

export async function favourList(deps: AppDeps, customerId: number) {
  const rows = await listFavourites(deps.db, customerId);
  return rows.map((x) => ({
    skuNo: x.sku_no,
    spuNo: x.spu_no,
    name: x.name,
    specName: x.spec_name,
    imageUrl: x.image_url,
    priceCents: x.sale_price_cents,
    status: x.sku_status === 1 && x.spu_status === 1 && x.store_status === 1 ? 1 : 0,
    createdAt: Number(x.created_at),
  }));
}
