import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createLog } from '../../server/observe/log';
import { createObservability } from '../../server/observe/observability';
import { startServer } from '../../server/start';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './stats';

/**
 * Where the start-up chunks' own evaluation goes, by source module (ADR 0073): a CPU profile of
 * one page load at 4x CPU, each sample under a chunk's top-level code counted against the module its line
 * or its function belongs to. Needs a build without minification, where Rolldown names each module in a
 * `// path` comment: `npx vite build --minify false --outDir node_modules/.cache/unminified`, then
 * `npx tsx tests/bench/entry-evaluation.ts node_modules/.cache/unminified [/mbankmall/index]` (inside the
 * project, so the server render's build finds its packages). One run, not a median: read the shares.
 */
const distDir = resolve(process.argv[2] ?? 'dist');
const path = process.argv[3] ?? '/mbankmall/index';
const dataDir = mkdtempSync(join(tmpdir(), 'entry-evaluation-'));
const server = await startServer({
  port: 0,
  dataDir,
  distDir,
  env: 'local',
  logger: () => {},
  observe: createObservability({ log: createLog({ level: 'warn' }) }),
  shopping: { sweepIntervalMs: 0 },
});
const origin = new URL(server.url).origin;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const warm = await browser.newContext();
await (await warm.newPage()).goto(origin + path, { waitUntil: 'networkidle' });
await warm.close();
const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(origin + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
await server.close();
rmSync(dataDir, { recursive: true, force: true });

type Node = (typeof profile.nodes)[number];
const byId = new Map<number, Node>(profile.nodes.map((n) => [n.id, n]));
const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples?.length ?? 1) / 1000;
const regionsCache = new Map<string, string[]>();
function regionOfLine(url: string, line: number): string {
  const file = url.replace(/^.*\/assets\//, '');
  let map = regionsCache.get(file);
  if (!map) {
    const lines = readFileSync(join(distDir, 'assets', file), 'utf8').split('\n');
    let cur = '(chunk)';
    map = lines.map((l) => {
      const m = /^\/\/ ((node_modules|src|schemas|blocks)\/\S+)$/.exec(l);
      if (m?.[1]) cur = m[1];
      return cur;
    });
    regionsCache.set(file, map);
  }
  return map[line] ?? '?';
}
const group = (r: string): string =>
  r
    .replace(/^node_modules\/(\.pnpm\/)?(@[^/]+\/[^/]+|[^/]+)\/.*$/, 'npm:$2')
    .replace(/^(src|schemas|blocks)\/([^/]+)\/.*$/, '$1/$2');
for (const entry of profile.nodes.filter(
  (n) =>
    n.callFrame.functionName === '' &&
    n.callFrame.lineNumber === 0 &&
    /assets\/(index|boot|booth|kit|screen-core)-/.test(n.callFrame.url),
)) {
  const sums = new Map<string, number>();
  const add = (k: string, ms: number) => sums.set(k, (sums.get(k) ?? 0) + ms);
  let total = 0;
  // With DETAIL=<group> (e.g. npm:zod), also where that group's time was asked for: the nearest caller
  // outside it, by its module and function (DETAIL_SKIP=<part of a module path> looks past that module too,
  // e.g. zod-deferred, whose stand-ins call zod on the schema's first use).
  const detail = process.env.DETAIL;
  const askers = new Map<string, number>();
  const walk = (n: Node, depth: number, asker = '(top level)'): void => {
    if (depth > 400) return;
    const url = n.callFrame.url;
    const region = /assets\//.test(url) ? group(regionOfLine(url, n.callFrame.lineNumber)) : '';
    if (detail && region === detail && n !== entry)
      askers.set(asker, (askers.get(asker) ?? 0) + (n.hitCount ?? 0) * interval);
    const nextAsker =
      region &&
      region !== detail &&
      !(process.env.DETAIL_SKIP && region.includes(process.env.DETAIL_SKIP)) &&
      n !== entry
        ? `${regionOfLine(url, n.callFrame.lineNumber)} ${n.callFrame.functionName || '(anonymous)'}`
        : asker;
    if (n === entry && n.positionTicks) {
      for (const t of n.positionTicks) add(group(regionOfLine(url, t.line - 1)), t.ticks * interval);
    } else if (/assets\//.test(url))
      add(group(regionOfLine(url, n.callFrame.lineNumber)), (n.hitCount ?? 0) * interval);
    else add(n.callFrame.functionName || '(native)', (n.hitCount ?? 0) * interval);
    total += (n.hitCount ?? 0) * interval;
    for (const c of n.children ?? []) {
      const child = byId.get(c);
      if (child) walk(child, depth + 1, nextAsker);
    }
  };
  walk(entry, 0);
  console.log(`\n${entry.callFrame.url.replace(/^.*\//, '')} top level: ${Math.round(total)} ms`);
  for (const [k, v] of [...sums.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${v.toFixed(1).padStart(6)} ${k}`);
  if (detail) {
    console.log(`  ${detail} asked for by:`);
    for (const [k, v] of [...askers.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`    ${v.toFixed(1).padStart(6)} ${k}`);
  }
}
