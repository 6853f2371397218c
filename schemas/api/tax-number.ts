/**
 * The tax number (纳税人识别号) a company invoice title must carry, checked as the tax service would, so a
 * typing slip is caught on the form instead of by a refused invoice days later:
 *
 * - 18 characters: the unified social credit code (统一社会信用代码, GB 32100-2015). Characters from
 *   0-9 and A-Z without I, O, Z, S, V; the 18th is a check character: weights 3^i mod 31 over the first 17,
 *   check = (31 − sum mod 31) mod 31 in the same alphabet.
 * - 15 characters: the old tax registration number, a 6-digit region code and the 9-character
 *   organisation code (GB 11714-1997), whose last character is its check (weights 3 7 9 10 5 8 4 2, mod 11,
 *   10 → X, 11 → 0).
 * - 20 characters: a sole proprietor's number, the 18-character resident ID (GB 11643-1999, check mod 11
 *   with "10X98765432") followed by two digits.
 *
 * Pure and shared by the form (src/pages/invoice) and the server's request schema (schemas/api/invoices.ts).
 */

export type TaxNumberProblem = 'empty' | 'length' | 'characters' | 'check';

const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECKS = '10X98765432';

/** The number as the shopper meant it: spaces and dashes dropped, capitals. */
export const normaliseTaxNumber = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

function usccProblem(v: string): TaxNumberProblem | null {
  const values = [...v].map((ch) => USCC_ALPHABET.indexOf(ch));
  if (values.some((n) => n < 0)) return 'characters';
  const sum = USCC_WEIGHTS.reduce((acc, w, i) => acc + w * (values[i] ?? 0), 0);
  const check = (31 - (sum % 31)) % 31;
  return values[17] === check ? null : 'check';
}

/** The check character of a 9-character organisation code's first 8. */
export function orgCodeCheck(first8: string): string {
  const sum = ORG_WEIGHTS.reduce((acc, w, i) => acc + w * parseInt(first8[i] ?? '0', 36), 0);
  const c = 11 - (sum % 11);
  return c === 10 ? 'X' : c === 11 ? '0' : String(c);
}

function oldTaxNoProblem(v: string): TaxNumberProblem | null {
  if (!/^\d{6}[0-9A-Z]{8}[0-9X]$/.test(v)) return 'characters';
  return orgCodeCheck(v.slice(6, 14)) === v[14] ? null : 'check';
}

/** The check character of an 18-character resident ID's first 17 digits. */
export function residentIdCheck(first17: string): string {
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first17[i] ?? 0), 0);
  return ID_CHECKS[sum % 11] ?? '';
}

function proprietorProblem(v: string): TaxNumberProblem | null {
  if (!/^\d{17}[0-9X]\d{2}$/.test(v)) return 'characters';
  return residentIdCheck(v.slice(0, 17)) === v[17] ? null : 'check';
}

/** Why this (normalised) tax number cannot be right, or null when it can. */
export function taxNumberProblem(value: string): TaxNumberProblem | null {
  if (value === '') return 'empty';
  if (value.length === 18) return usccProblem(value);
  if (value.length === 15) return oldTaxNoProblem(value);
  if (value.length === 20) return proprietorProblem(value);
  return 'length';
}
