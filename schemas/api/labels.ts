/**
 * Shopper-facing names of the spec's product codes (§3), shared by the product-row block and the
 * product page so a label reads the same everywhere. Zod-free: block chunks import it.
 */
export const PRICE_LABEL_TEXT = {
  1: 'Flash price',
  2: 'Interest-free instalments',
  3: 'Deposit',
  4: 'Presale price',
  5: 'Presale price',
  8: 'Digital yuan',
  26: 'Telecom-user exclusive',
  101: 'Education offer',
} as const satisfies Record<1 | 2 | 3 | 4 | 5 | 8 | 26 | 101, string>;

/** Activity types 1-7. */
export const ACTIVITY_TEXT = {
  1: 'Flash sale',
  2: 'Limited purchase',
  3: 'Gift',
  4: 'Presale',
  5: 'Trial',
  6: 'Group buy',
  7: 'Limited-time instalment',
} as const satisfies Record<1 | 2 | 3 | 4 | 5 | 6 | 7, string>;
