import { mkdirSync, writeFileSync } from 'node:fs';
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../../scripts/throwaway-postgres';
import { startBuiltMall } from './built-mall';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median } from './stats';

/**
 * Lighthouse: its default configuration, i.e. mobile (Moto G Power viewport, 4x CPU slowdown,
 * simulated slow 4G), on `/index`, a product and daily deals of the built mall, in Debian's Chromium
 * started by Playwright with a DevTools port for Lighthouse. Everything is local: Lighthouse fetches
 * nothing from outside. Medians of the scores and the main metrics are printed beside the targets, never asserted;
 * audits that cost points are listed so a low score says why. Lighthouse 13 asks for Node 22.19 and
 * runs on the Node 20 here all the same.
 */
export const PAGES: { name: string; path: string }[] = [
  { name: '/index', path: '/mbankmall/index' },
  { name: 'product', path: '/mbankmall/product/detail/SPU20001/SKU2000101' },
  { name: 'daily deals', path: '/mbankmall/dailyDeal' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS: [string, string][] = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Row = Record<string, unknown>;
const rowsOf = (lhr: Lhr, id: string): Row[] => {
  const details = lhr.audits[id]?.details as { items?: Row[] } | undefined;
  return details?.items ?? [];
};
const ms = (v: unknown): string => `${Math.round(Number(v) || 0)} ms`;

/**
 * Where the simulated time goes: the LCP element and its four parts, and the main thread by
 * kind and by script (Lighthouse scales these by its 4x CPU slowdown), so a low score says what to cut.
 */
function whereTimeGoes(lhr: Lhr): string[] {
  const lines: string[] = [];
  const [parts, node] = rowsOf(lhr, 'lcp-breakdown-insight') as [
    { items?: { label?: string; duration?: number }[] } | undefined,
    { nodeLabel?: string; selector?: string } | undefined,
  ];
  if (node) lines.push(`  LCP element: ${node.nodeLabel ?? '?'} (${node.selector ?? '?'})`);
  if (parts?.items)
    lines.push(
      `  LCP parts (observed): ${parts.items.map((p) => `${p.label} ${ms(p.duration)}`).join(', ')}`,
    );
  const kinds = rowsOf(lhr, 'mainthread-work-breakdown')
    .slice(0, 5)
    .map((r) => `${String(r.groupLabel ?? r.group)} ${ms(r.duration)}`);
  if (kinds.length > 0) lines.push(`  main thread: ${kinds.join(', ')}`);
  const shifts = rowsOf(lhr, 'layout-shifts')
    .slice(0, 3)
    .map((r) => {
      const node = r.node as { selector?: string } | undefined;
      return `${Number(r.score).toFixed(3)} ${node?.selector ?? '?'}`;
    });
  if (shifts.length > 0) lines.push(`  layout shifts: ${shifts.join('; ')}`);
  const scripts = rowsOf(lhr, 'bootup-time')
    .slice(0, 5)
    .map((r) => `${String(r.url).replace(/^.*\//, '')} ${ms(r.total)}`);
  if (scripts.length > 0) lines.push(`  by script: ${scripts.join(', ')}`);
  return lines;
}

interface SimulatedNode {
  type: string;
  request?: { url: string; transferSize: number };
}
interface SimulatedTiming {
  startTime: number;
  endTime: number;
}

/**
 * The simulated way to the largest paint (Lantern's node timings of the run just made, kept by its
 * simulator): when the last request ends, the requests that took longest, and the CPU on the way, so a
 * slow LCP says which download or which task to cut (ADR 0022 came from reading these).
 */
function simulatedLcpPath(): string[] {
  const timings = (Simulator.allNodeTimings as Map<string, Map<SimulatedNode, SimulatedTiming>>).get(
    'optimisticLargestContentfulPaint',
  );
  if (!timings) return [];
  const rows = [...timings.entries()];
  const end = Math.max(...rows.map(([, t]) => t.endTime));
  const cpu = rows.filter(([n]) => n.type === 'cpu').reduce((sum, [, t]) => sum + t.endTime - t.startTime, 0);
  const slowest = rows
    .filter(([n]) => n.type === 'network' && n.request)
    .sort((a, b) => b[1].endTime - b[1].startTime - (a[1].endTime - a[1].startTime))
    .slice(0, 4)
    .map(([n, t]) => {
      const name = String(n.request?.url)
        .replace(/^https?:\/\/[^/]+/, '')
        .replace(/\?.*$/, '');
      return `${name.replace(/^.*\/(?=[^/]+$)/, '')} ${ms(t.startTime)}–${ms(t.endTime)} (${Math.round((n.request?.transferSize ?? 0) / 1024)} KB)`;
    });
  return [`  simulated LCP path: ends ${ms(end)}, CPU ${ms(cpu)}; longest requests: ${slowest.join(', ')}`];
}

/** Figures the issue sets targets for: each is the median of the runs, printed beside its bound. */
const TARGETS: { id: string; label: string; bound: number; unit: 'score' | 'ms' | 'unitless' }[] = [
  { id: 'performance', label: 'performance', bound: 97, unit: 'score' },
  { id: 'largest-contentful-paint', label: 'LCP', bound: 1800, unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', bound: 150, unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', bound: 0.02, unit: 'unitless' },
];
const figureOf = (lhr: Lhr, id: string): number =>
  id === 'performance'
    ? Math.round((lhr.categories.performance?.score ?? 0) * 100)
    : Number(lhr.audits[id]?.numericValue ?? Number.NaN);
const shown = (value: number, unit: 'score' | 'ms' | 'unitless'): string =>
  unit === 'ms' ? `${Math.round(value)} ms` : unit === 'score' ? String(value) : value.toFixed(3);

/** How many runs per page (LIGHTHOUSE_RUNS, default 5): one run on a loaded 2-core machine swings by points. */
const runs = (): number => Math.max(1, Math.min(20, Number(process.env.LIGHTHOUSE_RUNS) || 5));

/** One page's last report: the scores, the audits that cost points, and where the time went. */
function detailsOf(name: string, lhr: Lhr): string[] {
  const lines: string[] = [];
  if (lhr.runtimeError) lines.push(`${name}: runtime error ${lhr.runtimeError.code}`);
  const scores = CATEGORIES.map((id) => {
    const score = lhr.categories[id]?.score;
    return `${id} ${score == null ? '–' : Math.round(score * 100)}`;
  }).join(', ');
  const metrics = METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? '–'}`).join(', ');
  lines.push(`  last run: ${scores}`, `  ${metrics}`);
  const costly = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        (a.scoreDisplayMode === 'binary' ||
          a.scoreDisplayMode === 'numeric' ||
          a.scoreDisplayMode === 'metricSavings'),
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  if (costly.length > 0) lines.push(`  below 90: ${costly.join('; ')}`);
  return lines;
}

export async function benchLighthouse(): Promise<string[]> {
  const count = runs();
  const lines: string[] = [
    `## Lighthouse, mobile (default config, simulated throttling), median of ${count} runs`,
  ];
  const mall = await startBuiltMall();
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const figures = new Map<string, Map<string, number[]>>();
  const last = new Map<string, { lhr: Lhr; path: string[] }>();
  // Each page asked for once first: a fresh process's first server render loads the render build and may
  // miss its budget, which would measure the page without its server-rendered screen.
  for (const page of PAGES) await fetch(`${mall.origin}${page.path}`).then((r) => r.text());
  try {
    // Alternating rounds (every page once per round), so a slow minute of the machine hits all pages alike.
    for (let round = 0; round < count; round++) {
      for (const page of PAGES) {
        const result = await lighthouse(
          `${mall.origin}${page.path}`,
          { port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES },
          undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) continue;
        const byTarget = figures.get(page.name) ?? new Map<string, number[]>();
        for (const target of TARGETS)
          byTarget.set(target.id, [...(byTarget.get(target.id) ?? []), figureOf(lhr, target.id)]);
        figures.set(page.name, byTarget);
        // The simulator keeps only the latest run's timings: read them now, for this page's last run.
        last.set(page.name, { lhr, path: simulatedLcpPath() });
      }
    }
    mkdirSync('bench-report', { recursive: true });
    for (const page of PAGES) {
      const byTarget = figures.get(page.name);
      const report = last.get(page.name);
      if (!byTarget || !report) {
        lines.push(`${page.name}: no result`);
        continue;
      }
      // The whole last report beside the summary, so a low score can be looked into (bench-report/).
      writeFileSync(
        `bench-report/lighthouse-${page.name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.json`,
        JSON.stringify(report.lhr),
      );
      const medians = TARGETS.map((t) => {
        const values = byTarget.get(t.id) ?? [];
        const value = median(values);
        const met = t.unit === 'score' ? value >= t.bound : value <= t.bound;
        return `${t.label} ${shown(value, t.unit)} (target ${t.unit === 'score' ? '≥' : '≤'} ${shown(t.bound, t.unit)}${met ? '' : ', MISSED'})`;
      });
      lines.push(`${page.name}: ${medians.join(', ')} — n=${byTarget.get('performance')?.length ?? 0}`);
      lines.push(...detailsOf(page.name, report.lhr), ...whereTimeGoes(report.lhr), ...report.path);
    }
    return lines;
  } finally {
    await browser.close();
    await mall.close();
  }
}
