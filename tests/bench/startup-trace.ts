import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createLog } from '../../server/observe/log';
import { createObservability } from '../../server/observe/observability';
import { startServer } from '../../server/start';
import { PAGES } from './lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './stats';

/**
 * What each long start-up task is (ADR 0073): a page of a built mall loaded in Chromium at 4x CPU
 * with a performance trace, then every main-thread task over 40 ms with the trace events inside it and
 * where its CPU samples went (self time by function, and by the first frames of the stack). The hydration
 * bench says how long the frames are; this says what ran in them. Not a bench: figures are not medians.
 * Usage: `npx tsx tests/bench/startup-trace.ts [distDir=dist] [page name, e.g. /index]` after
 * `npm run build`; the raw trace is written to /tmp for DevTools' Performance panel.
 */
const THROTTLE = 4;
const distDir = resolve(process.argv[2] ?? 'dist');
const only = process.argv[3];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
  id?: string;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'startup-trace-'));
const server = await startServer({
  port: 0,
  dataDir,
  distDir,
  env: 'local',
  logger: (line) => {
    if (line.startsWith('first screen')) console.log(`  (server) ${line}`);
  },
  observe: createObservability({ log: createLog({ level: 'warn' }) }),
  shopping: { sweepIntervalMs: 0 },
  // What runs in the browser is the question here, not the server's speed: a loaded machine must not turn
  // the page into a client render by missing the server render's 50 ms budget.
  ssrBudgetMs: 2000,
});
const origin = new URL(server.url).origin;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const target of PAGES) {
    if (only && target.name !== only) continue;
    // Warm the server (its first render of a page may be slow) in a context of its own (its own cache).
    const warm = await browser.newContext();
    await (await warm.newPage()).goto(`${origin}${target.path}`, { waitUntil: 'networkidle' });
    await warm.close();
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const file = join(dataDir, 'trace.json');
    await browser.startTracing(page, {
      path: file,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8.execute',
        'v8',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
      ],
    });
    await page.goto(`${origin}${target.path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const buffer = await browser.stopTracing();
    writeFileSync(`/tmp/startup-trace-${target.name.replace(/\W/g, '')}.json`, buffer);
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    report(target.name, events);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

function report(name: string, events: TraceEvent[]): void {
  const mainThread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && hasTasks(events, e.pid, e.tid),
  );
  if (!mainThread) return;
  const { pid, tid } = mainThread;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const nav = onMain.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser');
  const t0 = nav?.ts ?? onMain[0]?.ts ?? 0;
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 40_000);
  const samples = cpuSamples(events, pid);
  console.log(`\n=== ${name}: ${tasks.length} tasks over 40 ms`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    console.log(`task at ${ms(task.ts - t0)} ms, ${ms(task.dur ?? 0)} ms`);
    const inside = onMain.filter(
      (e) =>
        e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task && (e.dur ?? 0) > 3000,
    );
    for (const e of inside.slice(0, 25))
      console.log(
        `   ${ms(e.ts - task.ts).padStart(5)} +${ms(e.dur ?? 0).padStart(4)} ${e.name} ${describe(e)}`,
      );
    const within = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    const self = new Map<string, number>();
    for (const s of within) self.set(s.self, (self.get(s.self) ?? 0) + s.dt);
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
    console.log(`   samples ${within.length}, self time:`);
    for (const [fn, t] of top) console.log(`     ${ms(t).padStart(5)} ${fn}`);
    const stacks = new Map<string, number>();
    for (const s of within) stacks.set(s.path, (stacks.get(s.path) ?? 0) + s.dt);
    console.log('   by second-level caller:');
    for (const [fn, t] of [...stacks.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`     ${ms(t).padStart(5)} ${fn}`);
  }
}

function hasTasks(events: TraceEvent[], pid: number, tid: number): boolean {
  return events.some((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && (e.dur ?? 0) > 40_000);
}

function describe(e: TraceEvent): string {
  const data = (e.args?.data ?? e.args ?? {}) as Record<string, unknown>;
  const url = typeof data.url === 'string' ? data.url.replace(/^.*\//, '') : '';
  const fn = typeof data.functionName === 'string' ? data.functionName : '';
  const type = typeof data.type === 'string' ? data.type : '';
  return [url, fn, type].filter(Boolean).join(' ');
}

function ms(us: number): string {
  return String(Math.round(us / 1000));
}

interface Sample {
  ts: number;
  dt: number;
  self: string;
  path: string;
}

function frameName(node: ProfileNode | undefined): string {
  if (!node) return '?';
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  return `${functionName || '(anon)'} ${(url ?? '').replace(/^.*\//, '')}:${lineNumber}:${columnNumber}`;
}

function cpuSamples(events: TraceEvent[], pid: number): Sample[] {
  const nodes = new Map<number, ProfileNode>();
  const out: Sample[] = [];
  const profile = events.find((e) => e.pid === pid && e.name === 'Profile');
  let ts = Number((profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk') continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, i) => {
      const dt = deltas[i] ?? 0;
      ts += dt;
      const node = nodes.get(id);
      // The chain from the root: name the frame two below the script's own top level.
      const chain: ProfileNode[] = [];
      let cur = node;
      let guard = 0;
      while (cur && guard++ < 500) {
        chain.unshift(cur);
        cur = cur.parent === undefined ? undefined : nodes.get(cur.parent);
      }
      const path = chain
        .slice(1, 4)
        .map((n) => frameName(n))
        .join(' > ');
      out.push({ ts, dt: 0, self: frameName(node), path });
    });
  }
  // Each sample stands for the time until the next.
  for (let i = 0; i < out.length; i++) {
    const s = out[i];
    const next = out[i + 1];
    if (s && next) s.dt = Math.min(next.ts - s.ts, 5000);
  }
  return out;
}
