import type { PurchaseBase, PurchaseShipment } from '../../schemas/api/purchase-product';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { arrivalWindow, nextBatchAt, remainingQuota } from '../domain/purchase-batches';
import { defaultAddress } from '../repos/addresses';
import { boughtQuantity, type PurchaseProductRow, purchaseProducts } from '../repos/purchase-products';
import { loadSkuFacts } from '../repos/sku-facts';
import { ownAddress } from './addresses';
import { orRefuse, refuse, settle } from './outcome';

/** Purchase-type products (ADR 0017): the programme's terms, its batches, and the rules create-order applies. */

const notPurchase = (spuNo: string) => ({ refusal: 'not_purchase_product', spuNo }) as const;

async function programme(db: Queryable, spuNo: string): Promise<PurchaseProductRow> {
  const [row] = await purchaseProducts(db, [spuNo]);
  return orRefuse(row, notPurchase(spuNo));
}

/** purchase-product/base. */
export const purchaseBase = (deps: AppDeps, customerId: number | null, spuNo: string) =>
  settle(async (): Promise<PurchaseBase> => {
    const p = await programme(deps.db, spuNo);
    const bought = customerId === null ? null : await boughtQuantity(deps.db, customerId, spuNo);
    return {
      spuNo,
      partnerName: p.partner_name,
      perCustomerLimit: p.per_customer_limit,
      bought,
      remaining: bought === null ? null : remainingQuota(p.per_customer_limit, bought),
      batchWeekdays: p.batch_weekdays.map(Number),
      cutoffHour: p.cutoff_hour,
      transitDays: p.transit_days,
      excludedProvinces: p.excluded_provinces,
      notes: p.notes,
    };
  });

/** purchase-product/shipment-detail: the batch an order placed now joins and whether the address is served. */
export const purchaseShipment = (
  deps: AppDeps,
  customerId: number | null,
  skuNo: string,
  addressId: number | undefined,
) =>
  settle(async (): Promise<PurchaseShipment> => {
    const facts = orRefuse((await loadSkuFacts(deps.db, [skuNo])).get(skuNo), {
      refusal: 'product_not_found',
      skuNo,
    });
    const p = await programme(deps.db, facts.spuNo);
    let province: string | null = null;
    if (customerId !== null) {
      const address =
        addressId === undefined
          ? await defaultAddress(deps.db, customerId)
          : await ownAddress(deps.db, customerId, addressId);
      province = address?.province ?? null;
    }
    const batchAt = nextBatchAt(deps.config.clock(), p.batch_weekdays.map(Number), p.cutoff_hour);
    return {
      skuNo,
      province,
      deliverable: province === null || !p.excluded_provinces.includes(province),
      batchAt,
      ...arrivalWindow(batchAt, p.transit_days),
    };
  });

/**
 * create-order's rules for purchase products, inside its transaction: the programme rows are locked (in
 * SPU order), so two orders of one customer are counted one after the other and the limit holds across
 * orders; an excluded province is refused.
 */
export async function applyPurchaseRules(
  tx: Queryable,
  customerId: number,
  items: readonly { spuNo: string; name: string; quantity: number }[],
  province: string,
): Promise<void> {
  const rows = await purchaseProducts(
    tx,
    items.map((i) => i.spuNo),
    { forUpdate: true },
  );
  for (const p of rows) {
    const mine = items.filter((i) => i.spuNo === p.spu_no);
    const name = mine[0]?.name ?? p.spu_no;
    if (p.excluded_provinces.includes(province)) refuse({ refusal: 'purchase_no_delivery', name, province });
    const wanted = mine.reduce((n, i) => n + i.quantity, 0);
    const bought = await boughtQuantity(tx, customerId, p.spu_no);
    if (bought + wanted > p.per_customer_limit)
      refuse({ refusal: 'purchase_limit', name, limit: p.per_customer_limit, bought });
  }
}
