import { VIEW_HISTORY_CAP } from '../../schemas/api/view-history';
import type { AppDeps } from '../config';
import { localDayStart } from '../domain/local-day';
import { lockCustomer } from '../repos/operator-codes';
import {
  clearProductViews,
  listProductViews,
  recordProductView,
  removeProductView,
  trimProductViews,
} from '../repos/product-views';
import { refuse, settle } from './outcome';

/**
 * record-view: the signed-in customer opened a product page. One entry per product per local day; the
 * write and the trim to the newest VIEW_HISTORY_CAP run under the customer's row lock, so parallel views
 * (two tabs) cannot leave more than the cap.
 */
export function recordView(deps: AppDeps, customerId: number, skuNo: string) {
  return settle(() =>
    deps.db.transaction(async (tx) => {
      const now = deps.config.clock();
      await lockCustomer(tx, customerId);
      const spuNo = await recordProductView(tx, customerId, skuNo, localDayStart(now), now);
      if (spuNo === undefined) refuse({ refusal: 'product_not_found', skuNo });
      await trimProductViews(tx, customerId, VIEW_HISTORY_CAP);
      return { recorded: true };
    }),
  );
}

/** view-history: one page of the caller's own entries, newest first. */
export async function viewHistory(
  deps: AppDeps,
  customerId: number,
  page: { pageNo: number; pageSize: number },
) {
  const offset = (page.pageNo - 1) * page.pageSize;
  const { rows, total } = await listProductViews(deps.db, customerId, { offset, limit: page.pageSize });
  const list = rows.map((x) => ({
    spuNo: x.spu_no,
    skuNo: x.sku_no,
    name: x.name,
    specName: x.spec_name,
    imageUrl: x.image_url,
    priceCents: x.sale_price_cents,
    status: x.sku_status === 1 && x.spu_status === 1 && x.store_status === 1 ? (1 as const) : (0 as const),
    viewedAt: Number(x.viewed_at),
    dayStart: Number(x.day_start),
  }));
  return { pageNo: page.pageNo, pageSize: page.pageSize, total, hasMore: offset + list.length < total, list };
}

/** Removing an entry that is not there (or not the caller's) removes nothing: { removed: 0 }. */
export async function removeView(deps: AppDeps, customerId: number, spuNo: string, dayStart: number) {
  return { removed: await removeProductView(deps.db, customerId, spuNo, dayStart) };
}

export async function clearViews(deps: AppDeps, customerId: number) {
  return { removed: await clearProductViews(deps.db, customerId) };
}
