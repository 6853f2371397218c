/**
 * The statistics the console shows per experiment variant (ADR 0056): a Wilson 95 % interval for a rate and a
 * two-proportion z-test (pooled) for the difference of two rates, with the unpooled 95 % interval of that
 * difference. Kept apart from the per-block figures: these read only counts.
 */

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** The Wilson score interval of successes/trials at 95 %; null without trials. Stays within [0, 1]. */
export function wilsonInterval(successes: number, trials: number, z = Z95): Interval | null {
  if (trials <= 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26 through erf; error < 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export interface TwoProportionTest {
  /** Rate of B minus rate of A. */
  difference: number;
  /** Unpooled (Wald) 95 % interval of the difference. */
  interval: Interval;
  /** Two-sided p-value of the pooled z-test; 1 when both rates are 0 or 1 (no variance at all). */
  pValue: number;
  significant: boolean;
}

/** B against A: is the difference of their rates significant at 5 %? Null while either has no trials. */
export function twoProportionTest(
  a: { successes: number; trials: number },
  b: { successes: number; trials: number },
  z = Z95,
): TwoProportionTest | null {
  if (a.trials <= 0 || b.trials <= 0) return null;
  const pa = a.successes / a.trials;
  const pb = b.successes / b.trials;
  const difference = pb - pa;
  const pooled = (a.successes + b.successes) / (a.trials + b.trials);
  const pooledSe = Math.sqrt(pooled * (1 - pooled) * (1 / a.trials + 1 / b.trials));
  const pValue = pooledSe === 0 ? 1 : 2 * (1 - normalCdf(Math.abs(difference) / pooledSe));
  const se = Math.sqrt((pa * (1 - pa)) / a.trials + (pb * (1 - pb)) / b.trials);
  return {
    difference,
    interval: { low: difference - z * se, high: difference + z * se },
    pValue,
    significant: pValue < 0.05,
  };
}
