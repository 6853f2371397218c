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

/** favor-list: one page of the caller's own favourites, newest first, each with its 降价 mark. */
export async function favourList(
  deps: AppDeps,
  customerId: number,
  page: { pageNo: number; pageSize: number },
) {
  const offset = (page.pageNo - 1) * page.pageSize;
  const { rows, total } = await listFavourites(deps.db, customerId, { offset, limit: page.pageSize });
  const list = rows.map((x) => {
    const favoredPriceCents = Number(x.favoured_price_cents);
    return {
      skuNo: x.sku_no,
      spuNo: x.spu_no,
      name: x.name,
      specName: x.spec_name,
      imageUrl: x.image_url,
      priceCents: x.sale_price_cents,
      favoredPriceCents,
      priceDrop: x.sale_price_cents < favoredPriceCents,
      status: x.sku_status === 1 && x.spu_status === 1 && x.store_status === 1 ? (1 as const) : (0 as const),
      createdAt: Number(x.created_at),
    };
  });
  return { pageNo: page.pageNo, pageSize: page.pageSize, total, hasMore: offset + list.length < total, list };
}
