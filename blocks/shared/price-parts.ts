/**
 * Cents to displayed yuan, integer arithmetic only (no float noise). Blocks cannot import src/lib,
 * so this is their own small copy: 0, negative or non-finite amounts show 0 rather than throw,
 * because one bad price must not take a whole product row down.
 */
export function priceParts(cents: number): { integer: string; decimal: string } {
  const whole = Number.isFinite(cents) && cents > 0 ? Math.round(cents) : 0;
  return { integer: String(Math.floor(whole / 100)), decimal: String(whole % 100).padStart(2, '0') };
}

/**
 * How the mall writes money, for every Intl.NumberFormat of it (the app's formatMoney in src/i18n/format.ts
 * and the blocks' moneyParts): currency CNY, '¥' in both languages ('CN¥' reads oddly in a mall that only
 * ever charges yuan), two decimals.
 */
export const MONEY_FORMAT: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'CNY',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
};

export interface MoneyParts {
  sign: string;
  integer: string;
  decimal: string;
}

/**
 * A formatted amount's parts cut into the sign, the big integer (with its group separators) and the small
 * decimals (the point and what follows), for prices that style the parts apart: the kit's Price and the
 * blocks' BlockPrice.
 */
export function splitMoneyParts(parts: readonly Intl.NumberFormatPart[]): MoneyParts {
  let sign = '';
  let integer = '';
  let decimal = '';
  let afterPoint = false;
  for (const part of parts) {
    if (part.type === 'currency') sign += part.value;
    else if (part.type === 'decimal' || part.type === 'fraction' || afterPoint) {
      afterPoint = true;
      decimal += part.value;
    } else if (part.type !== 'literal') integer += part.value;
  }
  return { sign, integer, decimal };
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The amount as the app's formatMoney writes it (MONEY_FORMAT in the language), cut by splitMoneyParts,
 * so a product card of a block reads ¥5,999.00 like the price beside it on a screen. The amount is
 * normalised as priceParts does (0 for bad input, never a throw).
 */
export function moneyParts(cents: number, lang: string): MoneyParts {
  let format = moneyFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, MONEY_FORMAT);
    moneyFormats.set(lang, format);
  }
  const whole = Number.isFinite(cents) && cents > 0 ? Math.round(cents) : 0;
  return splitMoneyParts(format.formatToParts(whole / 100));
}
