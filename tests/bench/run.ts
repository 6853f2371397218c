import { mkdirSync, writeFileSync } from 'node:fs';
import { benchBooth } from './booth';
import { benchConsolePreview } from './console-preview';
import { benchCreateOrder } from './create-order';
import { benchHydration } from './hydration';
import { benchLighthouse } from './lighthouse';
import { benchServerReads } from './server-reads';
import { benchTracker } from './tracker';
import { benchTransfer } from './transfer';

/**
 * `npm run bench`: every benchmark in turn; figures and ratios are printed and written to
 * bench-report/latest.md. Nothing here passes or fails on a timing.
 */
const benches: { name: string; run: () => Promise<string[]> }[] = [
  { name: 'booth', run: () => benchBooth() },
  { name: 'console-preview', run: () => benchConsolePreview() },
  { name: 'create-order', run: () => benchCreateOrder() },
  { name: 'server-reads', run: () => benchServerReads() },
  { name: 'tracker', run: () => benchTracker() },
  { name: 'transfer', run: () => benchTransfer() },
  { name: 'lighthouse', run: () => benchLighthouse() },
  { name: 'hydration', run: () => benchHydration() },
];

const only = process.argv.slice(2);
const report: string[] = [`# mbankmall bench ${new Date().toISOString()}`, ''];
for (const bench of benches) {
  if (only.length > 0 && !only.includes(bench.name)) continue;
  console.log(`running ${bench.name}…`);
  const lines = await bench.run();
  console.log(lines.join('\n'));
  report.push(...lines, '');
}
mkdirSync('bench-report', { recursive: true });
writeFileSync('bench-report/latest.md', report.join('\n'));
console.log('report written to bench-report/latest.md');
