import { chromium } from 'playwright-core';
import { startBuiltMall } from './built-mall';
import { PAGES } from './lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median } from './stats';

/**
 * The main thread while a server-rendered first screen comes alive ("no task from hydration
 * exceeds 50 ms at 4× CPU throttling"): each page loaded in Chromium with DevTools' 4× CPU slowdown, every
 * long animation frame (over 50 ms, with the script that ran longest in it) from navigation until the page has been quiet,
 * and the longest of them. Script evaluation and hydration both count: a long task is what a shopper's
 * tap waits behind, whatever caused it. Printed beside the target, never asserted.
 */
const QUIET_MS = 1500;
/**
 * A frame that ran none of the page's script: the browser parsing, styling and laying out the server's HTML.
 * Printed beside the target, not against it: the target is about the tasks hydration and start-up run
 * (ADR 0076), and no script change shortens these.
 */
const NO_SCRIPT = 'no script (style, layout, paint)';
const THROTTLE = 4;

interface LongTask {
  start: number;
  duration: number;
  /** The long animation frame's longest script: what ran (invoker) and for how long. */
  script: string;
}

declare global {
  interface Window {
    __benchLongTasks?: LongTask[];
  }
}

const runs = (): number => Math.max(1, Math.min(20, Number(process.env.HYDRATION_RUNS) || 5));

export async function benchHydration(): Promise<string[]> {
  const count = runs();
  const lines = [`## Hydration at ${THROTTLE}× CPU slowdown (long tasks, median of ${count} runs)`];
  const mall = await startBuiltMall();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const longest = new Map<string, number[]>();
  const longestScripted = new Map<string, number[]>();
  const blocking = new Map<string, number[]>();
  const worst = new Map<string, LongTask[]>();
  try {
    for (let round = 0; round < count; round++) {
      for (const target of PAGES) {
        const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
        await page.addInitScript((noScript) => {
          window.__benchLongTasks = [];
          // Long animation frames carry script attribution (which entry point ran how long), unlike longtask.
          type Script = { invoker?: string; sourceURL?: string; duration: number };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              const scripts = ((entry as unknown as { scripts?: Script[] }).scripts ?? []).slice();
              scripts.sort((a, b) => b.duration - a.duration);
              const top = scripts[0];
              const name = top
                ? `${top.invoker ?? '?'} ${String(top.sourceURL ?? '').replace(/^.*\//, '')} ${Math.round(top.duration)} ms`
                : noScript;
              window.__benchLongTasks?.push({
                start: entry.startTime,
                duration: entry.duration,
                script: name,
              });
            }
          }).observe({ type: 'long-animation-frame', buffered: true });
        }, NO_SCRIPT);
        await page.goto(`${mall.origin}${target.path}`, { waitUntil: 'networkidle' });
        // A bench may wait: the quiet period lets late effects (the popup, images' decode) show as tasks.
        await page.waitForTimeout(QUIET_MS);
        const tasks = await page.evaluate(() => window.__benchLongTasks ?? []);
        // The last run's three longest frames, so a miss says whether evaluation or hydration is the cost.
        worst.set(target.name, [...tasks].sort((a, b) => b.duration - a.duration).slice(0, 3));
        longest.set(target.name, [
          ...(longest.get(target.name) ?? []),
          Math.max(0, ...tasks.map((t) => t.duration)),
        ]);
        longestScripted.set(target.name, [
          ...(longestScripted.get(target.name) ?? []),
          Math.max(0, ...tasks.filter((t) => t.script !== NO_SCRIPT).map((t) => t.duration)),
        ]);
        blocking.set(target.name, [
          ...(blocking.get(target.name) ?? []),
          tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
        ]);
        await context.close();
      }
    }
    for (const target of PAGES) {
      const top = median(longestScripted.get(target.name) ?? []);
      const any = median(longest.get(target.name) ?? []);
      const total = median(blocking.get(target.name) ?? []);
      lines.push(
        `${target.name}: longest task with script ${Math.round(top)} ms (target ≤ 50 ms${top > 50 ? ', MISSED' : ''}), ` +
          `longest frame of any kind ${Math.round(any)} ms, blocking beyond 50 ms ${Math.round(total)} ms`,
      );
      for (const frame of worst.get(target.name) ?? [])
        lines.push(
          `  frame ${Math.round(frame.duration)} ms at ${Math.round(frame.start)} ms — ${frame.script}`,
        );
    }
    return lines;
  } finally {
    await browser.close();
    await mall.close();
  }
}
