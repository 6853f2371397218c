import { plainCodeFrom } from './coupon-views';

/**
 * A qualification code word: the 12 unambiguous symbols of a redemption code (no 0/O, 1/I/L; 31^12, about
 * 59 bits, so nobody guesses another entrant's) in three groups of four, e.g. "K7QM-3XPD-W9RT", which a
 * shopper can read aloud to a store or copy from paper. bytes come from a CSPRNG (the caller's).
 */
export function codeWordFrom(bytes: Uint8Array): string | null {
  const raw = plainCodeFrom(bytes);
  return raw === null ? null : `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}`;
}

export const CODE_WORD_PATTERN = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;
