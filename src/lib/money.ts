import { CENTS_PER_YUAN } from './constants';

/** A price as shown: integer yuan and the two-digit fraction, without the currency sign. */
export interface PriceParts {
  integer: string;
  decimal: string;
}

/**
 * Normalises an amount in cents to a non-negative whole number of cents.
 *
 * - NaN, ±Infinity and amounts beyond Number.MAX_SAFE_INTEGER throw a RangeError: they are
 *   programming or data errors, and silently showing a wrong price is worse than failing loudly.
 * - A fractional amount (e.g. 1999.5 from a client-side multiplication) is rounded to the nearest
 *   cent, halves away from zero, so display never truncates a customer's price downwards.
 * - Zero and negative amounts become 0 (spec §5: "values 0 or below show 0").
 */
export function normaliseCents(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`amount in cents must be a finite number, got ${cents}`);
  if (Math.abs(cents) > Number.MAX_SAFE_INTEGER)
    throw new RangeError(`amount in cents is out of range: ${cents}`);
  if (cents <= 0) return 0;
  // Math.round rounds halves up, which for positive values is away from zero.
  return Math.round(cents);
}

/**
 * Splits cents into integer yuan and a two-digit fraction: 123456 → { integer: '1234', decimal: '56' }.
 * Uses integer arithmetic only (no cents / 100 floats) so large amounts never pick up binary noise.
 */
export function splitPrice(cents: number): PriceParts {
  const whole = normaliseCents(cents);
  const integer = Math.floor(whole / CENTS_PER_YUAN);
  const fraction = whole % CENTS_PER_YUAN;
  return { integer: String(integer), decimal: String(fraction).padStart(2, '0') };
}

/**
 * Cents → yuan with two decimals: 1999 → '19.99'.
 *
 * Decision: zero and negative amounts show '0.00', not a bare '0'. The spec's "show 0" is about the
 * value; every other price carries two decimals, and a list mixing '¥0' with '¥19.90' looks broken.
 * splitPrice gives { integer: '0', decimal: '00' } for the same input, so both views agree.
 */
export function formatYuan(cents: number): string {
  const { integer, decimal } = splitPrice(cents);
  return `${integer}.${decimal}`;
}

/**
 * Yuan as typed in a form ('4999', '4999.5') → cents; '' is no value (undefined); null for anything else
 * (more than two decimals, signs, letters). Integer arithmetic, so '0.07' is 7 cents, not 7.000000000000001.
 */
export function yuanToCents(typed: string): number | undefined | null {
  const t = typed.trim();
  if (t === '') return undefined;
  const m = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Cents back as the yuan an operator or shopper would type (no trailing zeros): 1250 → '12.5'. */
export const centsToYuan = (cents: number | undefined): string =>
  cents === undefined ? '' : String(cents / 100);
