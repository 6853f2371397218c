import { ActivityType, StockState, type StockStateValue } from '../../schemas/api/product';

/**
 * Stock state is derived, never stored, so it cannot disagree with the stock column that orders change.
 * A flash sale that ran out reads 'snapped up'; anything else that ran out reads 'sold out'.
 */
export function stockStateOf(sku: {
  stock: number;
  activityType: number | null;
  saleStartAt: number | null;
  now: number;
}): StockStateValue {
  if (sku.saleStartAt !== null && sku.saleStartAt > sku.now) return StockState.notStarted;
  if (sku.stock > 0) return StockState.inStock;
  return sku.activityType === ActivityType.flashSale ? StockState.snappedUp : StockState.soldOut;
}
