import { startBuiltMall } from './built-mall';
import { PAGES } from './lighthouse';
import { launchPipeBrowser, type PipeBrowser } from './pipe-browser';
import { median } from './stats';

/**
 * The main thread while a server-rendered first screen comes alive ("no task from hydration exceeds 50 ms
 * at 4× CPU throttling"): each page loaded in Chromium with DevTools' 4× CPU slowdown, every long task
 * (over 50 ms) from navigation until the page has been quiet, each with the time the page's script ran in
 * it. Script evaluation and hydration both count. Printed beside the target, never asserted.
 *
 * ADR 0080:
 * - The figures come from a browser with no inspector attached, as a shopper's web view runs. The same
 *   pages with the inspector's Runtime domain on (as Playwright, Lighthouse and DevTools attach) are printed
 *   after them, to show what the instrument adds.
 * - A task is the target's unit. A task that is mostly script is the target's; one that is mostly the
 *   browser's own work (parsing the server's HTML, its first layout) is printed beside it: no script change
 *   shortens it, and it happens with script off too (ADR 0076).
 * - Long animation frames (the tasks run before one rendering, with that rendering) name the scripts and
 *   are printed as a third figure.
 */
const QUIET_MS = 1500;
/** No resource finished for this long after the load event: the page's requests are done. */
const IDLE_MS = 500;
const THROTTLE = 4;

interface LongTask {
  start: number;
  duration: number;
  /** Time the page's script ran in it (the long animation frames' script entries inside it). */
  scriptMs: number;
  /** What ran longest in it: the script's invoker and file and for how long. */
  script: string;
}

interface Script {
  invoker?: string;
  sourceURL?: string;
  startTime: number;
  duration: number;
}

interface Observed {
  tasks: { start: number; duration: number }[];
  frames: { start: number; duration: number; scripts: Script[] }[];
}

/** Runs in the page before its own scripts: long tasks, and long animation frames with their scripts. */
function observeLongTasks(): void {
  const observed: Observed = { tasks: [], frames: [] };
  (window as unknown as { __benchObserved: Observed }).__benchObserved = observed;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const scripts = ((entry as unknown as { scripts?: Script[] }).scripts ?? []).map((s) => ({
        invoker: s.invoker,
        sourceURL: s.sourceURL,
        startTime: s.startTime,
        duration: s.duration,
      }));
      observed.frames.push({ start: entry.startTime, duration: entry.duration, scripts });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  // Observed from the document's first script on: long tasks have no buffer to read back.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      observed.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
}

const NO_SCRIPT = 'no script (parsing, style, layout)';

function named(start: number, duration: number, scripts: Script[]): LongTask {
  const top = [...scripts].sort((a, b) => b.duration - a.duration)[0];
  return {
    start,
    duration,
    scriptMs: scripts.reduce((sum, s) => sum + s.duration, 0),
    script: top
      ? `${top.invoker ?? '?'} ${String(top.sourceURL ?? '').replace(/^.*\//, '')} ${Math.round(top.duration)} ms`
      : NO_SCRIPT,
  };
}

/** Each long task with the scripts that ran inside it (only frames carry script entries). */
function tasksOf(observed: Observed): LongTask[] {
  const scripts = observed.frames.flatMap((frame) => frame.scripts);
  return observed.tasks.map((task) =>
    named(
      task.start,
      task.duration,
      scripts.filter(
        (s) => s.startTime >= task.start - 1 && s.startTime + s.duration <= task.start + task.duration + 1,
      ),
    ),
  );
}

/** Mostly the page's script: the tasks start-up and hydration run. */
const isScripts = (task: LongTask): boolean => task.scriptMs >= task.duration / 2;

/** `HYDRATION_PAGE=product` measures one page (a quicker before/after). */
const pages = (): typeof PAGES =>
  PAGES.filter((page) => !process.env.HYDRATION_PAGE || page.name === process.env.HYDRATION_PAGE);

const runs = (): number => Math.max(1, Math.min(20, Number(process.env.HYDRATION_RUNS) || 5));

interface Figures {
  longestScriptTask: number[];
  longestTask: number[];
  longestFrame: number[];
  blocking: number[];
  /** Every run's long tasks, so a miss says what the cost is. */
  tasks: LongTask[];
}

async function loadOnce(browser: PipeBrowser, url: string, inspector: boolean): Promise<Observed> {
  const page = await browser.newPage({ width: 375, height: 812, cpuThrottling: THROTTLE, inspector });
  try {
    await page.addInitScript(`(${observeLongTasks.toString()})()`);
    await page.goto(url, IDLE_MS);
    // A bench may wait: the quiet period lets late effects (the popup, images' decode) show as tasks.
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    return await page.evaluate<Observed>('window.__benchObserved');
  } finally {
    await page.close();
  }
}

function record(figures: Figures | undefined, observed: Observed): Figures {
  const into: Figures = figures ?? {
    longestScriptTask: [],
    longestTask: [],
    longestFrame: [],
    blocking: [],
    tasks: [],
  };
  const tasks = tasksOf(observed);
  into.longestScriptTask.push(Math.max(0, ...tasks.filter(isScripts).map((t) => t.duration)));
  into.longestTask.push(Math.max(0, ...tasks.map((t) => t.duration)));
  into.longestFrame.push(Math.max(0, ...observed.frames.map((f) => f.duration)));
  // Total blocking time's definition: each task's time beyond 50 ms.
  into.blocking.push(tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0));
  into.tasks.push(...tasks);
  return into;
}

/** The three longest tasks of all runs that are (or are not) mostly script. */
const worst = (figures: Figures, scripts: boolean): LongTask[] =>
  figures.tasks
    .filter((task) => isScripts(task) === scripts)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3);

/** A median of 0 is a page with no task over 50 ms in most runs. */
const said = (value: number): string => (value === 0 ? 'none over 50 ms' : `${Math.round(value)} ms`);
const longest = (values: number[]): string => said(median(values));

const described = (task: LongTask): string =>
  `${Math.round(task.duration)} ms at ${Math.round(task.start)} ms, script ${Math.round(task.scriptMs)} ms — ${task.script}`;

export async function benchHydration(): Promise<string[]> {
  const count = runs();
  const lines = [`## Hydration at ${THROTTLE}× CPU slowdown (long tasks, median of ${count} runs)`];
  const mall = await startBuiltMall();
  const browser = launchPipeBrowser();
  const plain = new Map<string, Figures>();
  const inspected = new Map<string, Figures>();
  try {
    // The server's first render of a page is slow enough to time out and serve no first screen: warm it.
    for (const target of pages()) await (await fetch(`${mall.origin}${target.path}`)).text();
    for (let round = 0; round < count; round++) {
      for (const target of pages()) {
        const url = `${mall.origin}${target.path}`;
        plain.set(target.name, record(plain.get(target.name), await loadOnce(browser, url, false)));
        inspected.set(target.name, record(inspected.get(target.name), await loadOnce(browser, url, true)));
      }
    }
    for (const target of pages()) {
      const figures = plain.get(target.name);
      if (!figures) continue;
      const top = median(figures.longestScriptTask);
      lines.push(
        `${target.name}: longest task of script ${said(top)} (target ≤ 50 ms${top > 50 ? ', MISSED' : ''}), ` +
          `longest task of any kind ${longest(figures.longestTask)}, ` +
          `longest frame ${longest(figures.longestFrame)}, ` +
          `blocking beyond 50 ms ${Math.round(median(figures.blocking))} ms`,
      );
      for (const scripts of [true, false]) {
        const tasks = worst(figures, scripts);
        lines.push(
          `  longest tasks of ${scripts ? 'script' : "the browser's own work"}, all ${count} runs: ` +
            (tasks.length === 0 ? 'none over 50 ms' : ''),
        );
        for (const task of tasks) lines.push(`    ${described(task)}`);
      }
    }
    lines.push(
      'With the inspector attached (as Playwright, Lighthouse and DevTools run a page; not the target):',
    );
    for (const target of pages()) {
      const figures = inspected.get(target.name);
      if (!figures) continue;
      lines.push(
        `  ${target.name}: longest task of script ${longest(figures.longestScriptTask)}, ` +
          `blocking beyond 50 ms ${Math.round(median(figures.blocking))} ms; ` +
          `longest of script, all runs: ${worst(figures, true).map(described).join('; ')}`,
      );
    }
    return lines;
  } finally {
    await browser.close();
    await mall.close();
  }
}
