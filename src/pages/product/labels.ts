import type { StockStateValue } from '../../../schemas/api/product';

export { ACTIVITY_TEXT, PRICE_LABEL_TEXT } from '../../../schemas/api/labels';

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
