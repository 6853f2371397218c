import type { StockStateValue } from '../../../schemas/api/product';

/** What the bottom bar offers for a product's shelf status and stock state (spec §3). */
export type BuyMode = 'buy' | 'arrivalReminder' | 'saleReminder' | 'offShelf';

export function buyModeOf(status: 0 | 1, stockState: StockStateValue): BuyMode {
  if (status !== 1) return 'offShelf';
  if (stockState === 0) return 'buy';
  if (stockState === 3) return 'saleReminder';
  return 'arrivalReminder';
}
