import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { blockSharedMessages } from '../../blocks/shared/messages';
import { DISCLAIMER_CONFIRMED } from '../../src/session/keys';
import { USER_CODE_KEY } from '../../src/session/userStore';
import { ALL_ROUTES, routeOf } from './crawlRoutes';
import { type CrawlTap, NOT_BY_TAP, OPEN, prepareCustomer, WAYS } from './crawlState';
import { originOf, pageReady } from './journey';
import { apiLogin, licenseVersion, recordConsent, storageKeys } from './login';
import { type MallServer, startMallServer } from './mallServer';

/**
 * Every route of the table is reached from /index by taps alone, as a shopper finds it.
 *
 * A breadth-first walk over the routes. On each screen reached, the walk reads where every link leads
 * from the DOM (navigation is a real `<a href>` everywhere, as long-press and open-in-new need) and taps
 * only the links to routes not reached yet (two links a route at most), each tap a task any tab takes; the
 * route a tap lands on is what counts as reached, not the href. A screen that
 * was reached by a tap is reopened by its address rather than by replaying the taps from /index: the
 * address is what the tap produced, so the chain of taps from /index still holds, and the walk stays fast.
 * Buttons that lead on without an address (a form's submit, an order's action, the cashier) are tapped
 * from WAYS (crawlState.ts). Several tabs walk in parallel; every wait is bounded.
 */

const shared = blockSharedMessages['zh-CN'];

/** Tabs walking at once: the machine has two cores, and Chromium and the server share them. */
const TABS = 3;
/** The whole walk's bound. */
const WALK_MS = 240_000;

/** A screen reached: its route, its address, and the taps from /index that reached it. */
interface Place {
  route: string;
  url: string;
  way: string[];
}

let server: MallServer;
let userCode = '';
/** The shopper's phone: every tab signed in as the prepared customer. */
let context: BrowserContext;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  server = await startMallServer({ ORDER_AUTO_SHIP_MS: '1000', ORDER_LOGISTICS_STEP_MS: '1000' });
  userCode = await apiLogin(server.url, 'C0001');
  await recordConsent(server.url, userCode, await licenseVersion(server.url));
  context = await browser.newContext(test.info().project.use);
  await seedTabs(context);
  const page = await context.newPage();
  await prepareCustomer(page, server, userCode);
  await page.close();
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

/** Every tab of the context starts consented and signed in as the prepared customer. */
async function seedTabs(context: BrowserContext): Promise<void> {
  const version = await licenseVersion(server.url);
  await context.addInitScript(
    ({ origin, entries, session }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem('e2e:crawlSeeded')) return;
      window.sessionStorage.setItem('e2e:crawlSeeded', '1');
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
      window.sessionStorage.setItem(session[0], session[1]);
    },
    {
      origin: originOf(server.url),
      entries: [
        [storageKeys.disclaimer, DISCLAIMER_CONFIRMED],
        [storageKeys.license, JSON.stringify({ version, time: Date.now() })],
      ] as [string, string][],
      session: [USER_CODE_KEY, userCode] as [string, string],
    },
  );
}

/** A promotional popup (home's) masks the screen once its picture decodes: the shopper closes it. */
async function closePopups(page: Page): Promise<void> {
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: shared.close }) });
  if ((await popup.count()) > 0)
    await popup
      .first()
      .getByRole('button', { name: shared.close })
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
}

/** The screen has its data: no skeleton, no list still loading, the requests answered (bounded). */
async function settled(page: Page): Promise<void> {
  await pageReady(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 5_000 });
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/** Opens a screen reached before, by its address, and waits for its data. */
async function open(page: Page, url: string): Promise<boolean> {
  try {
    await page.goto(url, { timeout: 15_000 });
    await settled(page);
    await closePopups(page);
    return true;
  } catch (e) {
    console.log(`crawl: ${url} did not open: ${String(e).slice(0, 300)}`);
    return false;
  }
}

/** The links on the screen now that a shopper could tap: visible, inside the app. */
async function linksOn(page: Page): Promise<{ href: string; name: string }[]> {
  return page.$$eval('a[href]', (anchors) =>
    anchors
      .filter((a) => {
        const box = a.getBoundingClientRect();
        const style = getComputedStyle(a);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      })
      .map((a) => ({
        href: (a as HTMLAnchorElement).href,
        name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 40),
      })),
  );
}

/** Waits (bounded) until the address is no longer `from`; the route landed on, or undefined. */
async function landed(page: Page, from: string, origin: string): Promise<string | undefined> {
  await page.waitForURL((u) => u.href !== from, { timeout: 5_000 }).catch(() => undefined);
  if (page.url() === from) return undefined;
  await pageReady(page).catch(() => undefined);
  return routeOf(page.url(), origin);
}

/**
 * A tap on a link, brought to the middle of the screen first (not under the tab bar or a floating button).
 * A popup that came up since the screen opened is closed first, as the shopper would. A notice bar's text
 * scrolls and is never "stable": it is tapped where it is, but only where it is the element on top there.
 */
async function tapLink(page: Page, link: Locator): Promise<void> {
  await link.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }), undefined, {
    timeout: 2_000,
  });
  try {
    await link.click({ timeout: 2_000 });
  } catch (error) {
    await closePopups(page);
    const onTop = await link.evaluate(
      (el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && (el === hit || el.contains(hit));
      },
      undefined,
      { timeout: 2_000 },
    );
    if (!onTop) throw error;
    await link.click({ force: true, timeout: 2_000 });
  }
}

/**
 * Scrolls down the screen a page at a time (bounded), so blocks drawn only near the viewport draw their
 * links, as they do for the shopper who scrolls; then back to the top.
 */
async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 6; i++) {
    const more = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      return window.scrollY > before;
    });
    // Two frames: the viewport observers report, and React draws what they let in.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    if (!more) break;
  }
}

/**
 * One tap, by its role and name, where the shopper sees it: brought to the middle of the screen first, as
 * tapLink does (a product page's row under its fixed buy bar took a forced tap on the bar instead); a
 * notice bar's text never stops moving.
 */
async function tap(page: Page, t: CrawlTap): Promise<void> {
  const scope = t.within ? page.locator(t.within).first() : page;
  const el = scope.getByRole(t.role, { name: t.name, exact: typeof t.name === 'string' }).first();
  await el
    .evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'center' }), undefined, { timeout: 3_000 })
    .catch(() => undefined);
  await el.click({ timeout: 3_000 }).catch(() => el.click({ force: true, timeout: 2_000 }));
}

test('every route of the table is reached from /index by taps alone', async () => {
  test.setTimeout(WALK_MS + 60_000);
  const origin = originOf(server.url);
  const tabs = await Promise.all(Array.from({ length: TABS }, () => context.newPage()));

  const home: Place = { route: '/index', url: `${server.url}/mbankmall/index`, way: [] };
  // Home's once-a-day popup comes up once its picture is decoded and masks the screen: the shopper closes
  // it on the first visit, and the rest of the day it stays away (its frequency is kept on the phone).
  const first = tabs[0];
  if (first) {
    await first.goto(home.url);
    const popup = first
      .getByRole('dialog')
      .filter({ has: first.getByRole('button', { name: shared.close }) });
    await popup.getByRole('button', { name: shared.close }).click({ timeout: 15_000 });
    await expect(popup).toHaveCount(0);
  }
  const reached = new Map<string, Place>([[home.route, home]]);
  /**
   * Work for any tab: read a screen's links (and queue a tap for each new route), tap one link, or follow
   * one of WAYS. Taps are tasks of their own, so a screen with many links is tapped by every tab at once.
   */
  type Task =
    | { kind: 'read'; place: Place }
    | { kind: 'tap'; place: Place; href: string; name: string; tries: number }
    | { kind: 'way'; place: Place; taps: CrawlTap[]; tries: number };
  const queue: Task[] = [{ kind: 'read', place: home }];
  /** Taps queued per route: two links at most are tried for a route not reached yet. */
  const queuedTaps = new Map<string, number>();
  let busy = 0;
  /** Tabs without work wait for new work (or for the walk's end), not for a set time. */
  let wake: () => void = () => {};
  let more = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const signal = () => {
    wake();
    more = new Promise<void>((resolve) => {
      wake = resolve;
    });
  };
  const push = (task: Task) => {
    queue.push(task);
    signal();
  };
  const started = Date.now();
  const late = () => Date.now() - started > WALK_MS;
  const seconds = () => Math.round((Date.now() - started) / 1000);

  const arrive = (from: Place, step: string, route: string | undefined, url: string) => {
    if (route === undefined || reached.has(route)) return;
    const place = { route, url, way: [...from.way, step] };
    reached.set(route, place);
    push({ kind: 'read', place });
    for (const taps of WAYS[route] ?? []) push({ kind: 'way', place, taps, tries: 0 });
  };

  /** The screen's links, each to a route not reached yet becoming a tap (two per route at most). */
  const read = async (page: Page, place: Place) => {
    await scrollThrough(page);
    const links = await linksOn(page);
    console.log(`crawl: ${place.route}: ${links.length} links at ${seconds()} s`);
    for (const { href, name } of links) {
      const route = routeOf(href, origin);
      if (route === undefined || reached.has(route)) continue;
      const queued = queuedTaps.get(route) ?? 0;
      if (queued >= 2) continue;
      queuedTaps.set(route, queued + 1);
      push({ kind: 'tap', place, href, name, tries: 0 });
    }
  };

  /**
   * A tap or way that did not lead where it should is tried once more (a screen slow to open, a tap lost
   * while a sheet animates), as a shopper taps again: one lost tap must not fail the walk.
   */
  const again = (task: Extract<Task, { kind: 'tap' | 'way' }>, route: string | undefined) => {
    if (task.tries >= 1 || (route !== undefined && reached.has(route))) return;
    console.log(`crawl: trying again from ${task.place.route}: ${task.kind === 'tap' ? task.href : 'a way'}`);
    push({ ...task, tries: task.tries + 1 });
  };

  /** One link tapped on the screen opened afresh: where it lands is reached; whether it did. */
  const tapOne = async (page: Page, place: Place, href: string, name: string): Promise<boolean> => {
    const route = routeOf(href, origin);
    if (route === undefined || reached.has(route)) return true;
    if (!(await open(page, place.url))) return false;
    const from = page.url();
    const path = new URL(href);
    let target = page.locator(`a[href="${path.pathname}${path.search}"], a[href="${href}"]`).first();
    // A link drawn only near the viewport: scroll down to it as the shopper would.
    if ((await target.count()) === 0) {
      await scrollThrough(page);
      target = page.locator(`a[href="${path.pathname}${path.search}"], a[href="${href}"]`).first();
    }
    const tapped = await tapLink(page, target).then(
      () => true,
      (e) => {
        console.log(`crawl: on ${place.route} «${name}» → ${href} not tapped: ${String(e).split('\n')[0]}`);
        return false;
      },
    );
    if (!tapped) return false;
    const at = await landed(page, from, origin);
    if (at !== route)
      console.log(`crawl: on ${place.route} «${name}» → ${href} landed on ${at ?? page.url()}`);
    arrive(place, `${place.route} › «${name}»`, at, page.url());
    return at !== undefined;
  };

  /** One sequence of WAYS from the screen opened afresh; whether it led somewhere. */
  const followWay = async (page: Page, place: Place, taps: CrawlTap[]): Promise<boolean> => {
    if (!(await open(page, place.url))) return false;
    const steps: string[] = [];
    let at: string | undefined;
    try {
      for (const t of taps) {
        const from = page.url();
        await tap(page, t);
        steps.push(`«${String(t.name)}»`);
        // A tap that stays on the screen (a sheet opens, a tab switches): the next one goes on from it.
        at = (await landed(page, from, origin)) ?? at;
      }
    } catch (e) {
      console.log(
        `crawl: on ${place.route} a way stopped after ${steps.join(' › ')}: ${String(e).split('\n')[0]}`,
      );
      return false;
    }
    arrive(place, `${place.route} › ${steps.join(' › ')}`, at, page.url());
    return at !== undefined;
  };

  const worker = async (page: Page) => {
    for (let spins = 0; spins < 10_000 && !late(); spins++) {
      const task = queue.shift();
      if (!task) {
        if (busy === 0) return;
        await more;
        continue;
      }
      busy++;
      try {
        if (task.kind === 'read') {
          if (await open(page, task.place.url)) await read(page, task.place);
        } else if (task.kind === 'tap') {
          if (!(await tapOne(page, task.place, task.href, task.name)))
            again(task, routeOf(task.href, origin));
        } else if (!(await followWay(page, task.place, task.taps))) again(task, undefined);
      } finally {
        busy--;
        // The last busy tab done with nothing queued: the others stop waiting and end.
        if (late() || (busy === 0 && queue.length === 0)) signal();
      }
    }
  };

  try {
    await Promise.all(tabs.map(worker));
  } finally {
    for (const p of reached.values()) console.log(`${p.route}  ←  ${p.way.join(' › ') || '(start)'}`);
    console.log(`crawl: ${reached.size} of ${ALL_ROUTES.length} routes in ${seconds()} s`);
  }
  for (const r of Object.keys(OPEN).filter((r) => reached.has(r)))
    console.log(`crawl: reached now, strike it off OPEN (crawlState.ts): ${r}`);
  const missing = ALL_ROUTES.filter((r) => !reached.has(r) && !(r in NOT_BY_TAP) && !(r in OPEN));
  expect(missing, 'routes no tap from /index reached').toEqual([]);
});
