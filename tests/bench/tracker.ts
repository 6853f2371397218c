import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../../server/start';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median, percentile } from './stats';
import type { TrackerBenchResult } from './tracker-harness';

/**
 * Tracker benchmark (issue 6): cost of track() per event and of a 50-event flush, in Chromium,
 * unthrottled and at 4× CPU throttle. The harness is built with Vite and served by the real server
 * as its SPA, so uploads go through the real ingest into the real database. Printed, never asserted.
 */

const HARNESS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>loading</title></head>
<body><script type="module" src="/mbankmall/harness.js"></script></body></html>`;

const us = (v: number) => `${v.toFixed(1)} µs`;
const ms = (v: number) => `${v.toFixed(2)} ms`;

function line(label: string, values: number[], unit: (v: number) => string): string {
  return `${label.padEnd(40)} median ${unit(median(values)).padStart(10)}   p95 ${unit(percentile(values, 95)).padStart(10)}   (n=${values.length})`;
}

async function buildHarness(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: process.cwd(),
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      // Lib mode keeps the harness one module with its lazy chunks (uploader, pako) beside it.
      lib: { entry: 'tests/bench/tracker-harness.ts', formats: ['es'], fileName: () => 'harness.js' },
    },
  });
  writeFileSync(join(outDir, 'index.html'), HARNESS_HTML);
}

export async function benchTracker(blocks = 100, flushes = 20): Promise<string[]> {
  const lines: string[] = ['## tracker (track() per event, 50-event flush)'];
  const work = mkdtempSync(join(tmpdir(), 'mbankmall-bench-tracker-'));
  const distDir = join(work, 'dist');
  await buildHarness(distDir);
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(work, 'data'),
    distDir,
    env: 'sit',
    logger: () => {},
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const rate of [1, 4]) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${server.url}/mbankmall/index`);
      await page.waitForFunction(() => document.title === 'ready', undefined, { timeout: 60_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const r: TrackerBenchResult = await page.evaluate((o) => window.trackerBench(o), {
        blocks,
        perBlock: 50,
        flushes,
      });
      const tag = rate === 1 ? 'Chromium' : `Chromium ${rate}x throttle`;
      lines.push(line(`${tag}: track() per event`, r.trackUs, us));
      lines.push(line(`${tag}: flush of 50 events`, r.flushMs, ms));
      if (r.errors.length > 0)
        lines.push(`${tag}: tracker reported ${r.errors.length} error(s): ${r.errors[0]}`);
      await context.close();
    }
    const rows = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM trace_events');
    lines.push(`events stored by the ingest during the bench: ${rows[0]?.count ?? 0}`);
  } finally {
    await browser.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = await benchTracker(
    Number(process.env.BENCH_BLOCKS ?? 100),
    Number(process.env.BENCH_FLUSHES ?? 20),
  );
  console.log(lines.join('\n'));
}
