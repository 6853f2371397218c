/** Small helpers for benchmark reports: figures are printed, never asserted. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

export const fmt = (ms: number): string => `${ms.toFixed(2)} ms`;

export function summary(label: string, values: readonly number[]): string {
  return `${label.padEnd(34)} median ${fmt(median(values)).padStart(10)}   p95 ${fmt(percentile(values, 95)).padStart(10)}   (n=${values.length})`;
}

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
