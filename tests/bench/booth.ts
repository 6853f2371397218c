import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import layout200 from '../../fixtures/booth/edge/200-blocks.json';
import { validateLayout } from '../../schemas/booth/validate';
import { noPreactRuntime } from '../../scripts/ui-runtime';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median, summary } from './stats';

/**
 * Booth renderer benchmark: validate + render the 200-block layout in Node and in Chromium,
 * unthrottled and at 4× CPU throttle, and the generic renderer against the same blocks written as
 * plain JSX, and those blocks against simple stand-ins. Aims: validation ≤ 3 ms p95 unthrottled,
 * generic/handwritten ratio ≤ 1.3, real blocks / stand-ins ≤ 3.
 */
export async function benchBooth(samples = 30): Promise<string[]> {
  const lines: string[] = ['## booth renderer (200 blocks)'];

  const node: number[] = [];
  for (let i = 0; i < samples * 3; i += 1) {
    const t0 = performance.now();
    const result = validateLayout(layout200);
    node.push(performance.now() - t0);
    if (!result.ok) throw new Error('200-block fixture did not validate');
  }
  lines.push(summary('Node: validate', node.slice(samples)));

  // A production build of the harness: a development build would multiply render times. No config
  // file, so the app's dev proxy and manifest settings stay out of it.
  const outDir = mkdtempSync(join(tmpdir(), 'mbankmall-bench-'));
  await build({
    configFile: false,
    root: process.cwd(),
    base: '/',
    // The mall's UI runtime, React 19 (ADR 0028), so the bench renders with what ships.
    plugins: [noPreactRuntime()],
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, rollupOptions: { input: 'tests/bench/harness/booth.html' } },
  });
  const server = await preview({
    configFile: false,
    root: process.cwd(),
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  });
  const base = server.resolvedUrls?.local[0] ?? '';
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const rate of [1, 4]) {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
      const cdp = await page.context().newCDPSession(page);
      await page.goto(`${base}tests/bench/harness/booth.html`);
      await page.waitForFunction(() => document.title === 'ready', undefined, { timeout: 120_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const r = await page.evaluate((n) => window.boothBench(n), samples);
      const tag = rate === 1 ? 'Chromium' : `Chromium ${rate}x throttle`;
      lines.push(summary(`${tag}: validate`, r.validate));
      lines.push(summary(`${tag}: validate + render (generic)`, r.generic));
      lines.push(summary(`${tag}: render (plain JSX)`, r.handwritten));
      lines.push(
        `${tag}: generic / plain JSX ratio (medians) ${(median(r.generic) / median(r.handwritten)).toFixed(2)}`,
      );
      lines.push(summary(`${tag}: render (stand-in blocks)`, r.standIns));
      lines.push(
        `${tag}: real blocks / stand-ins ratio (medians, commit) ${(median(r.handwritten) / median(r.standIns)).toFixed(2)}   target ≤ 3`,
      );
      lines.push(
        `${tag}: real blocks / stand-ins ratio (medians, commit + first layout) ${(median(r.realLayout) / median(r.standInsLayout)).toFixed(2)}   target ≤ 3 (${median(r.realLayout).toFixed(2)} ms / ${median(r.standInsLayout).toFixed(2)} ms)`,
      );
      const byType = await page.evaluate((n) => window.boothBenchByType(n), Math.min(samples, 10));
      lines.push(
        `${tag}: by block type, commit ms real / stand-ins: ${Object.entries(byType)
          .map(([type, t]) => `${type} ${t.real.toFixed(1)}/${t.standIns.toFixed(1)}`)
          .join(', ')}`,
      );
      const without = await page.evaluate((n) => window.boothBenchWithout(n), Math.min(samples, 10));
      lines.push(
        `${tag}: whole page, commit ms with one type as stand-ins: ${Object.entries(without)
          .map(([type, ms]) => `${type} ${ms.toFixed(1)}`)
          .join(', ')}`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = await benchBooth(Number(process.env.BENCH_SAMPLES ?? 30));
  console.log(lines.join('\n'));
}
