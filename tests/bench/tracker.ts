import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../../server/start';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median, percentile } from './stats';
import type { BenchSdk } from './tracker-harness';
import { type PosthogSink, startPosthogSink } from './tracker-posthog-sink';
import { mainThreadTime, TASK_TRACE_CATEGORIES } from './tracker-trace';

/**
 * Tracker benchmark: our track() against posthog-js capture() in the same page,
 * in Chromium unthrottled and at 4× CPU throttle. The harness is built with Vite and served by the
 * real server as its SPA, so our uploads go through the real ingest into the real database; posthog-js
 * sends to a stand-in ingest (tracker-posthog-sink.ts). Printed beside the targets, never asserted:
 * - per call: the median µs of blocks of calls, ours / posthog ≤ 2;
 * - all-in: the page's main-thread time over a window of events one per task (the calls, then the
 *   IndexedDB writes, timers, encoding and uploads they set off), minus the same window with no SDK
 *   call, per event; ours / posthog ≤ 3;
 * - no task of ours over 50 ms (the longest main-thread task of each SDK's windows, and the long tasks
 *   the page itself saw).
 */

const HARNESS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>loading</title></head>
<body><script type="module" src="/mbankmall/harness.js"></script></body></html>`;

const TARGET_PER_CALL = 2;
const TARGET_ALL_IN = 3;
const LONG_TASK_MS = 50;

const us = (v: number) => `${v.toFixed(1)} µs`;

function line(label: string, values: number[], unit: (v: number) => string): string {
  return `${label.padEnd(44)} median ${unit(median(values)).padStart(10)}   p95 ${unit(percentile(values, 95)).padStart(10)}   (n=${values.length})`;
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

interface WindowFigures {
  cpuMs: number;
  wallMs: number;
  longestMs: number;
  longestCpuMs: number;
  longTasks: number;
  delivered: number;
}

const noFigures = (): WindowFigures => ({
  cpuMs: 0,
  wallMs: 0,
  longestMs: 0,
  longestCpuMs: 0,
  longTasks: 0,
  delivered: 0,
});

interface AllInOptions {
  events: number;
  gapMs: number;
  settleMs: number;
  rounds: number;
}

/** Waits (at most a minute) until each ingest holds what its SDK was asked to send so far. */
async function drained(counts: { ours: () => Promise<number>; posthog: () => number }, calls: Calls) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if ((await counts.ours()) >= calls.ours && counts.posthog() >= calls.posthog) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

interface Calls {
  ours: number;
  posthog: number;
}

/** One window of one SDK's events, traced; `delivered` = events its ingest stored meanwhile. */
async function traceWindow(
  browser: Browser,
  page: Page,
  sdk: BenchSdk,
  o: AllInOptions,
  name: string,
  delivered: () => Promise<number>,
  errors: string[],
): Promise<WindowFigures> {
  const before = await delivered();
  await browser.startTracing(page, { categories: TASK_TRACE_CATEGORIES });
  const r = await page.evaluate((opts) => window.trackerBench.allIn(opts), { sdk, ...o });
  const trace = await browser.stopTracing();
  // For a look at the tasks themselves: BENCH_TRACE_DIR keeps each window's trace (DevTools opens it).
  const dir = process.env.BENCH_TRACE_DIR;
  if (dir) writeFileSync(join(dir, `tracker-${name}.json`), trace);
  errors.push(...r.errors);
  return {
    ...mainThreadTime(trace),
    longTasks: r.longTasksMs.length,
    delivered: (await delivered()) - before,
  };
}

export async function benchTracker(
  blocks = 100,
  all: AllInOptions = { events: 200, gapMs: 10, settleMs: 4000, rounds: 2 },
): Promise<string[]> {
  const lines: string[] = ['## tracker (ours vs posthog-js in the same page)'];
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
  const sink: PosthogSink = await startPosthogSink();
  const stored = async (): Promise<number> => {
    const rows = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM trace_events');
    return rows[0]?.count ?? 0;
  };
  const calls: Calls = { ours: 0, posthog: 0 };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const rate of [1, 4]) {
      const tag = rate === 1 ? 'Chromium' : `Chromium ${rate}x throttle`;
      // bypassCSP: the server's policy allows only its own origin; posthog-js sends to its stand-in.
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, bypassCSP: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${server.url}/mbankmall/index?posthog=${encodeURIComponent(sink.url)}`);
      await page.waitForFunction(() => document.title === 'ready', undefined, { timeout: 60_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });

      const pc = await page.evaluate((o) => window.trackerBench.perCall(o), { blocks, perBlock: 50 });
      calls.ours += pc.calls;
      calls.posthog += pc.calls;
      lines.push(line(`${tag}: our track() per call`, pc.oursUs, us));
      lines.push(line(`${tag}: posthog-js capture() per call`, pc.posthogUs, us));
      const callRatio = median(pc.oursUs) / median(pc.posthogUs);
      lines.push(
        `${tag}: per call ours / posthog (medians) ${callRatio.toFixed(2)}   target ≤ ${TARGET_PER_CALL}`,
      );

      const errors: string[] = [];
      const sum: Record<BenchSdk, WindowFigures> = {
        none: noFigures(),
        ours: noFigures(),
        posthog: noFigures(),
      };
      const counters: Record<BenchSdk, () => Promise<number>> = {
        none: async () => 0,
        ours: stored,
        posthog: async () => sink.events(),
      };
      // Interleaved rounds, so a burst of load from the rest of the machine hits all three alike.
      for (let round = 0; round < all.rounds; round++) {
        for (const sdk of ['none', 'ours', 'posthog'] as const) {
          // What the earlier phases set off must not land in this window.
          if (!(await drained({ ours: stored, posthog: sink.events }, calls)))
            lines.push(`${tag}: not everything reached the ingests within a minute`);
          if (sdk !== 'none') calls[sdk] += all.events;
          const name = `${rate}x-${sdk}-${round}`;
          const w = await traceWindow(browser, page, sdk, all, name, counters[sdk], errors);
          const s = sum[sdk];
          s.cpuMs += w.cpuMs;
          s.wallMs += w.wallMs;
          s.longestMs = Math.max(s.longestMs, w.longestMs);
          s.longestCpuMs = Math.max(s.longestCpuMs, w.longestCpuMs);
          s.longTasks += w.longTasks;
          s.delivered += w.delivered;
        }
      }
      const n = all.events * all.rounds;
      // Beyond the window without SDK calls (same loop, same timers), per event, µs.
      const cpu = (sdk: BenchSdk) => ((sum[sdk].cpuMs - sum.none.cpuMs) / n) * 1000;
      const wall = (sdk: BenchSdk) => ((sum[sdk].wallMs - sum.none.wallMs) / n) * 1000;
      for (const sdk of ['none', 'ours', 'posthog'] as const) {
        const s = sum[sdk];
        const label = { none: 'no SDK call (baseline)', ours: 'ours', posthog: 'posthog-js' }[sdk];
        const cost =
          sdk === 'none'
            ? `main thread ${((s.cpuMs / n) * 1000).toFixed(1)} µs CPU per event slot`
            : `all-in main thread per event ${cpu(sdk).toFixed(1)} µs CPU (${wall(sdk).toFixed(1)} µs wall)`;
        lines.push(
          `${tag}: ${label.padEnd(22)} ${cost}   longest task ${s.longestMs.toFixed(1)} ms wall, ${s.longestCpuMs.toFixed(1)} ms CPU, ${s.longTasks} over ${LONG_TASK_MS} ms` +
            (sdk === 'none' ? '' : `   delivered ${s.delivered}/${n}`),
        );
      }
      lines.push(
        `${tag}: all-in ours / posthog ${(cpu('ours') / cpu('posthog')).toFixed(2)} CPU (${(wall('ours') / wall('posthog')).toFixed(2)} wall)   target ≤ ${TARGET_ALL_IN}` +
          `   our longest task ${sum.ours.longestCpuMs.toFixed(1)} ms CPU (${sum.ours.longestMs.toFixed(1)} ms wall)   target ≤ ${LONG_TASK_MS} ms`,
      );
      if (errors.length > 0) lines.push(`${tag}: tracker reported ${errors.length} error(s): ${errors[0]}`);
      await context.close();
    }
    lines.push(`events stored by our ingest during the bench: ${await stored()}`);
    lines.push(
      `events posthog-js delivered to the stand-in ingest: ${sink.events()}` +
        (sink.undecoded() > 0 ? ` (${sink.undecoded()} upload(s) not decoded)` : ''),
    );
  } finally {
    await browser.close();
    await sink.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = await benchTracker(Number(process.env.BENCH_BLOCKS ?? 100));
  console.log(lines.join('\n'));
}
