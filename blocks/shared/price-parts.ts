/**
 * Cents to displayed yuan, integer arithmetic only (no float noise). Blocks cannot import src/lib,
 * so this is their own small copy: 0, negative or non-finite amounts show 0 rather than throw,
 * because one bad price must not take a whole product row down.
 */
export function priceParts(cents: number): { integer: string; decimal: string } {
  const whole = Number.isFinite(cents) && cents > 0 ? Math.round(cents) : 0;
  return { integer: String(Math.floor(whole / 100)), decimal: String(whole % 100).padStart(2, '0') };
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The amount as the app's formatMoney writes it (src/i18n/format.ts: Intl currency CNY, narrow '¥', two
 * decimals, the language's group separators), cut into sign, integer and decimals, so a product card of a
 * block reads ¥5,999.00 like the price beside it on a screen. Blocks cannot import src, hence the copy of
 * the options; the amount is normalised as priceParts does (0 for bad input, never a throw).
 */
export function moneyParts(cents: number, lang: string): { sign: string; integer: string; decimal: string } {
  let format = moneyFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
    });
    moneyFormats.set(lang, format);
  }
  const whole = Number.isFinite(cents) && cents > 0 ? Math.round(cents) : 0;
  let sign = '';
  let integer = '';
  let decimal = '';
  let afterPoint = false;
  for (const part of format.formatToParts(whole / 100)) {
    if (part.type === 'currency') sign += part.value;
    else if (part.type === 'decimal' || part.type === 'fraction' || afterPoint) {
      afterPoint = true;
      decimal += part.value;
    } else if (part.type !== 'literal') integer += part.value;
  }
  return { sign, integer, decimal };
}
