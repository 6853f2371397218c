import type { ProductBaseFast, StockStateValue } from '../../../schemas/api/product';

type PriceLabelCode = NonNullable<ProductBaseFast['priceLabel']>;
type ActivityCode = NonNullable<ProductBaseFast['activityType']>;

/** Tag before the price per price-label code (spec §3; 4 and 5 both mean presale price). */
export const PRICE_LABEL_TEXT: Readonly<Record<PriceLabelCode, string>> = {
  1: 'Flash price',
  2: 'Interest-free instalments',
  3: 'Deposit',
  4: 'Presale price',
  5: 'Presale price',
  8: 'Digital yuan',
  26: 'Telecom-user exclusive',
  101: 'Education offer',
};

/** Activity tags (spec §3, types 1-7). */
export const ACTIVITY_TEXT: Readonly<Record<ActivityCode, string>> = {
  1: 'Flash sale',
  2: 'Limited purchase',
  3: 'Gift',
  4: 'Presale',
  5: 'Trial',
  6: 'Group buy',
  7: 'Limited-time instalment',
};

export const STOCK_TEXT: Readonly<Record<StockStateValue, string>> = {
  0: 'In stock',
  1: 'Sold out',
  2: 'Snapped up',
  3: 'Not yet on sale',
};

/** What the bottom bar offers for a product's shelf status and stock state (spec §3, issue 5). */
export type BuyMode = 'buy' | 'arrivalReminder' | 'saleReminder' | 'offShelf';

export function buyModeOf(status: 0 | 1, stockState: StockStateValue): BuyMode {
  if (status !== 1) return 'offShelf';
  if (stockState === 0) return 'buy';
  if (stockState === 3) return 'saleReminder';
  return 'arrivalReminder';
}

/** '2d 03:04:05' until the sale starts; '00:00:00' once it has. */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${hms}` : hms;
}
