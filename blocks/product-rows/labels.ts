import type { ProductCard } from '../../schemas/api/productCard';

/** Badge over the image for stock states other than 0 (in stock), spec §3. */
export const STOCK_BADGES: Readonly<Record<ProductCard['stockState'], string | null>> = {
  0: null,
  1: 'Sold out',
  2: 'Snapped up',
  3: 'Coming soon',
};

/** Tag before the price per price-label code, spec §3 (4 and 5 both mean presale price). */
export const PRICE_LABELS: Readonly<Record<NonNullable<ProductCard['priceLabel']>, string>> = {
  1: 'Flash price',
  2: 'Interest-free instalments',
  3: 'Deposit',
  4: 'Presale price',
  5: 'Presale price',
  8: 'Digital yuan',
  26: 'Telecom exclusive',
  101: 'Education offer',
};
