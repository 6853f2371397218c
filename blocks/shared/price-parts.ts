/**
 * Cents to displayed yuan, integer arithmetic only (no float noise). Blocks cannot import src/lib,
 * so this is their own small copy: 0, negative or non-finite amounts show 0 rather than throw,
 * because one bad price must not take a whole product row down.
 */
export function priceParts(cents: number): { integer: string; decimal: string } {
  const whole = Number.isFinite(cents) && cents > 0 ? Math.round(cents) : 0;
  return { integer: String(Math.floor(whole / 100)), decimal: String(whole % 100).padStart(2, '0') };
}
