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

/** What the mall needs of a money format: Intl.NumberFormat's, or the stand-in below. */
export interface MoneyFormatter {
  format(amount: number): string;
  formatToParts(amount: number): Intl.NumberFormatPart[];
}

/** The sign the stand-in puts before an amount: the one narrowSymbol gives CNY in both languages. */
const YUAN_SIGN = '\u00a5';

/** A formatted plain amount ("5,999.00") in parts; zh-CN and en both write the point as '.'. */
function plainParts(text: string): Intl.NumberFormatPart[] {
  const point = text.lastIndexOf('.');
  if (point < 0) return [{ type: 'integer', value: text }];
  return [
    { type: 'integer', value: text.slice(0, point) },
    { type: 'decimal', value: '.' },
    { type: 'fraction', value: text.slice(point + 1) },
  ];
}

/**
 * The money format of a language with the mall's options (MONEY_FORMAT or a variant of it). Engines before
 * Chrome 77 / iOS 14.1 refuse currencyDisplay 'narrowSymbol' with a RangeError, and before Chrome 64 /
 * iOS 13 have no formatToParts (the declared floor): there the amount is formatted plain and
 * '¥' put before it, so a price reads ¥5,999.00 on every engine.
 */
export function moneyFormatter(
  lang: string,
  options: Intl.NumberFormatOptions = MONEY_FORMAT,
): MoneyFormatter {
  // Every engine of the modern bundle has both (Chrome 94, iOS 16.4): its build drops the fallback, which
  // only the legacy bundle (and tests, where no bundle is defined) carries. The first route stays as it was.
  if (import.meta.env.MALL_BUNDLE === 'modern') return new Intl.NumberFormat(lang, options);
  try {
    const native = new Intl.NumberFormat(lang, options);
    if (typeof native.formatToParts === 'function') return native;
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
  }
  const { style: _style, currency: _currency, currencyDisplay: _display, ...digits } = options;
  const plain = new Intl.NumberFormat(lang, { ...digits, style: 'decimal' });
  const parts = (amount: number): Intl.NumberFormatPart[] => [
    ...(amount < 0 ? [{ type: 'minusSign' as const, value: '-' }] : []),
    { type: 'currency', value: YUAN_SIGN },
    ...plainParts(plain.format(Math.abs(amount))),
  ];
  return {
    format: (amount) =>
      parts(amount)
        .map((p) => p.value)
        .join(''),
    formatToParts: parts,
  };
}

const moneyFormats = new Map<string, MoneyFormatter>();

/**
 * The amount as the app's formatMoney writes it (MONEY_FORMAT in the language), cut by splitMoneyParts,
 * so a product card of a block reads ¥5,999.00 like the price beside it on a screen. The amount is
 * normalised as priceParts does (0 for bad input, never a throw).
 */
export function moneyParts(cents: number, lang: string): MoneyParts {
  let format = moneyFormats.get(lang);
  if (!format) {
    format = moneyFormatter(lang);
    moneyFormats.set(lang, format);
  }
  const whole = Number.isFinite(cents) && cents > 0 ? Math.round(cents) : 0;
  return splitMoneyParts(format.formatToParts(whole / 100));
}
