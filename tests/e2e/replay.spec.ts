import { readFileSync } from 'node:fs';
import { tabOf } from '../../src/screen/tabBar';
import { uiCoreMessages } from '../../src/ui/coreMessages';
import { expect, test } from './fixtures';
import { seedSession } from './login';
import { type MallServer, startMallServer } from './mallServer';

const ui = uiCoreMessages['zh-CN'];

/**
 * QA fixture replay (docs/qa-fixtures.md): a server in replay mode serves every recorded and edge
 * layout straight from fixtures/booth; each must render in Chromium without a page error, show
 * its valid blocks, leave out and report its invalid ones, and not shift the layout.
 */
interface Entry {
  file: string;
  pageCode: number | null;
  pageId: string;
  now?: number;
  expect: { ok: boolean; kept?: string[]; dropped?: string[]; reason?: string };
}

// Read at run time: Playwright loads specs as ES modules, where JSON imports need import attributes.
const manifest = JSON.parse(
  readFileSync(new URL('../../fixtures/booth/manifest.json', import.meta.url), 'utf8'),
) as {
  fixtures: Entry[];
};
const entries = manifest.fixtures;

/** Raw blocks of a fixture by id, in either schema version (v1 used uid/startTime/endTime). */
type Window = { start?: number | null; end?: number | null; type?: string | undefined };
function scheduleOf(entry: Entry): Map<string, Window> {
  const raw = JSON.parse(
    readFileSync(new URL(`../../fixtures/booth/${entry.file}`, import.meta.url), 'utf8'),
  ) as {
    blocks?: { id?: string; type?: string; schedule?: { start?: number; end?: number } }[];
    components?: { uid?: string; startTime?: number | null; endTime?: number | null }[];
  };
  const out = new Map<string, Window>();
  for (const b of raw.blocks ?? []) if (b.id) out.set(b.id, { ...b.schedule, type: b.type });
  for (const c of raw.components ?? []) if (c.uid) out.set(c.uid, { start: c.startTime, end: c.endTime });
  return out;
}

/** Live on the server clock now: start inclusive, end exclusive; v1 writes an open bound as null. */
const liveNow = (s: { start?: number | null; end?: number | null } | undefined, now: number): boolean =>
  (s?.start == null || s.start <= now) && (s?.end == null || now < s.end);

function routeOf(entry: Entry): string {
  if (entry.pageCode === 10) return 'index';
  if (entry.pageCode !== null && entry.pageCode >= 20 && entry.pageCode <= 28)
    return `index?tab=${entry.pageCode}`;
  if (entry.pageCode === 30) return 'dailyDeal';
  return `activity/${entry.pageId}`;
}

let replay: MallServer;
test.beforeAll(async () => {
  replay = await startMallServer({ BOOTH_SOURCE: 'fixtures' });
});
test.afterAll(async () => {
  await replay.stop();
});

for (const entry of entries) {
  test(`replays ${entry.file}`, async ({ page, pageErrors }) => {
    await seedSession(page, replay.url);
    // Cumulative layout shift as Chromium measures it, from the first paint on.
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!e.hadRecentInput) w.__cls += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const reports: { blockId: string | null }[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/err-mes/save')) return;
      const body = request.postDataJSON() as { mes: string };
      try {
        reports.push(JSON.parse(body.mes) as { blockId: string | null });
      } catch {
        // Not a block report (e.g. a busy message): not ours to check.
      }
    });

    await page.goto(`${replay.url}/mbankmall/${routeOf(entry)}`);

    if (!entry.expect.ok) {
      // Nothing usable and nothing cached: the failure page with a way out.
      await expect(page.getByText(ui.failure)).toBeVisible();
      await expect(page.getByRole('button', { name: ui.reload })).toBeVisible();
      expect(pageErrors).toEqual([]);
      return;
    }

    const booth = page.getByTestId('booth-page');
    await expect(booth).toBeVisible();
    const kept = entry.expect.kept ?? [];
    // Valid blocks render when their schedule is live on today's clock, and only then.
    const schedules = scheduleOf(entry);
    const now = Date.now();
    // The shell's tab bar stands for an operator's bottom bar on its four screens.
    const shellBar =
      tabOf(new URL(routeOf(entry), 'http://x/mbankmall/').pathname.slice('/mbankmall'.length)) !== undefined;
    for (const id of kept) {
      const block = page.locator(`[data-block-id="${id}"]`).first();
      const replaced = shellBar && schedules.get(id)?.type === 'bottomBar';
      if (liveNow(schedules.get(id), now) && !replaced) await expect(block).toBeAttached();
      else await expect(block).toHaveCount(0);
    }
    if (kept.length === 0) await expect(page.getByTestId('booth-empty')).toBeVisible();
    const dropped = (entry.expect.dropped ?? []).filter((id) => !kept.includes(id));
    for (const id of dropped) await expect(page.locator(`[data-block-id="${id}"]`)).toHaveCount(0);
    if ((entry.expect.dropped ?? []).length > 0) {
      await expect.poll(() => reports.length).toBeGreaterThanOrEqual((entry.expect.dropped ?? []).length);
      for (const id of entry.expect.dropped ?? []) expect(reports.map((r) => r.blockId)).toContain(id);
    }
    // Hostile text is shown as text: no element comes out of it.
    if (entry.file.includes('hostile')) {
      expect(await page.locator('script:not([src]):not([type])').count()).toBe(0);
      expect(await page.locator('img[onerror]').count()).toBe(0);
    }
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, `cumulative layout shift of ${entry.file}`).toBeLessThan(0.01);
    expect(pageErrors).toEqual([]);
  });
}
