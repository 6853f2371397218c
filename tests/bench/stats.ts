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

/** Chromium flags this machine needs: no sandbox as root, and no reaching for Google services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
