import type { CartLine, CartQueryResult } from '../../schemas/api/cart-v2';
import { availabilityOf, type SkuFacts } from './sku-availability';
import { stockStateOf } from './stock-state';

/** A cart line with the facts of its SKU, as the repo reads it. */
export interface CartLineRecord {
  lineId: number;
  quantity: number;
  selected: boolean;
  seq: number;
  stage: 3 | 6 | 12 | null;
  createdAt: number;
  sku: SkuFacts;
}

/** One line as the cart screen shows it. */
export function toCartLine(l: CartLineRecord, now: number): CartLine {
  const a = availabilityOf(l.sku, now);
  return {
    lineId: l.lineId,
    skuNo: l.sku.skuNo,
    spuNo: l.sku.spuNo,
    name: l.sku.name,
    specName: l.sku.specName,
    imageUrl: l.sku.imageUrl,
    priceCents: l.sku.priceCents,
    quantity: l.quantity,
    selected: l.selected,
    stockState: stockStateOf({
      stock: l.sku.stock,
      activityType: l.sku.activityType,
      saleStartAt: l.sku.saleStartAt,
      now,
    }),
    status: a.reason === 'offShelf' || a.reason === 'storeClosed' ? 0 : 1,
    maxQuantity: a.maxQuantity,
    purchaseLimit: a.purchaseLimit,
    seq: l.seq,
    priceLabel: l.sku.priceLabel,
    stage: l.stage,
    ...(a.reason ? { invalidReason: a.reason } : {}),
  };
}

/** Valid lines grouped by store (store order = first line added), invalid lines apart, and the summary. */
export function buildCartView(lines: readonly CartLineRecord[], now: number): CartQueryResult {
  const stores: CartQueryResult['stores'] = [];
  const byStore = new Map<string, CartQueryResult['stores'][number]>();
  const invalidLines: CartLine[] = [];
  let count = 0;
  let selectedLineCount = 0;
  let selectedQuantity = 0;
  let selectedGoodsCents = 0;
  let validCount = 0;
  for (const record of lines) {
    const line = toCartLine(record, now);
    count += line.quantity;
    if (line.invalidReason) {
      invalidLines.push(line);
      continue;
    }
    validCount += 1;
    if (line.selected) {
      selectedLineCount += 1;
      selectedQuantity += line.quantity;
      selectedGoodsCents += line.priceCents * line.quantity;
    }
    let group = byStore.get(record.sku.storeNo);
    if (!group) {
      group = { storeNo: record.sku.storeNo, storeName: record.sku.storeName, lines: [] };
      byStore.set(record.sku.storeNo, group);
      stores.push(group);
    }
    group.lines.push(line);
  }
  return {
    stores,
    invalidLines,
    summary: {
      lineCount: validCount,
      selectedLineCount,
      selectedQuantity,
      count,
      allSelected: validCount > 0 && selectedLineCount === validCount,
      selectedGoodsCents,
    },
  };
}
