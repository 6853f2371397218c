import type { ProductCard } from '../../schemas/api/productCard';

/** Badge over the image for stock states other than 0 (in stock), spec §3. */
export const STOCK_BADGES: Readonly<Record<ProductCard['stockState'], string | null>> = {
  0: null,
  1: 'Sold out',
  2: 'Snapped up',
  3: 'Coming soon',
};

/** Tag before the price per price-label code: the names shared with the product page. */
export { PRICE_LABEL_TEXT as PRICE_LABELS } from '../../schemas/api/labels';
