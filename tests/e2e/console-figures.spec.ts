import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { TrackEvent } from '../../schemas/tracking';
import { TRACKING_ENDPOINTS, TRACKING_HEADERS } from '../../schemas/tracking';
import { trackerKey } from '../../schemas/tracking/envTag';
import { asJson, stayEvent } from '../../server/ingest/testing/events';
import { figuresMessages } from '../../src/console/editor/figuresMessages';
import { consoleMessages, pagesMessages } from '../../src/console/messages';
import { expect, operatorTest as test } from './fixtures';
import { originOf } from './journey';

/**
 * The operators' figures in the console: the version shoppers get is shown with its own
 * figures (visitors, clicks without closes), an older version keeps a block the page no longer has, and the
 * CSV downloads what the panel shows. The events go through the real ingest on the server of this worker.
 */
const shell = consoleMessages['zh-CN'];
const pages = pagesMessages['zh-CN'];
const f = figuresMessages['zh-CN'];

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

test("an operator reads a version's figures, an older version's removed block, and downloads the CSV", async ({
  page,
  mall,
}) => {
  test.setTimeout(120_000);
  const origin = originOf(mall.url);
  const operator = async <T>(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${origin}/api/booth/operator/pages/code-10${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-operator-token': mall.operatorToken },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { result: T }).result;
  };

  // The live home page, then a new version without its last block.
  const live = await operator<{ layout: { pageId: string; blocks: { id: string }[] }; version: number }>(
    'GET',
    '/layout',
  );
  const blocks = live.layout.blocks;
  const kept = blocks[0]?.id ?? '';
  const removed = blocks[blocks.length - 1]?.id ?? '';
  await operator('PUT', '/draft', { ...live.layout, blocks: blocks.slice(0, -1) });
  const { version: current } = await operator<{ version: number }>('POST', '/publish', {});
  const old = live.version;

  // Shoppers' events: two visitors see the kept block of the new version, one taps it and one closes it;
  // the old version's removed block was seen once.
  const event = (
    type: TrackEvent['eventType'],
    device: string,
    version: number,
    blockId: string,
    seq: number,
  ) =>
    stayEvent(seq, {
      eventId: randomUUID(),
      deviceId: device,
      sessionId: `session-${device}`,
      time: Date.now() - 60_000,
      eventType: type,
      data: { pageId: live.layout.pageId, version, blockId, blockType: 'picture' },
    } as Partial<TrackEvent>);
  const body = asJson([
    event('BlockExposure', 'phone-a', current, kept, 1),
    event('BlockExposure', 'phone-b', current, kept, 1),
    event('BlockClick', 'phone-a', current, kept, 2),
    event('BlockDismiss', 'phone-b', current, kept, 2),
    event('BlockExposure', 'phone-a', old, removed, 3),
  ]);
  const uploaded = await fetch(`${origin}${TRACKING_ENDPOINTS.normal}`, {
    method: 'POST',
    headers: { 'content-type': body.contentType, [TRACKING_HEADERS.secretKey]: trackerKey('sit') },
    body: body.body,
  });
  expect(uploaded.status).toBe(200);

  await page.goto(`${mall.url}/mbankmall-console/`);
  await page.getByLabel(shell.name).fill('Fei');
  await page.getByLabel(shell.token).fill(mall.operatorToken);
  await page.getByRole('button', { name: shell.signIn }).click();
  await page.getByRole('button', { name: `${pages.open} code-10` }).click();

  // The live version is the one shown, named, with its own figures: a close is not a click.
  await expect(page.getByLabel(f.version)).toHaveValue(String(current));
  const panel = page.getByTestId('figures-panel');
  await expect(panel.getByRole('heading', { name: f.title(current) })).toBeVisible();
  const row = panel.getByTestId(`figures-row-${kept}`);
  // block, type, exposures 2, visitors 2, clicks 1, clickers 1, CTR 50.0%, closes 1, orders 0, order rate 0.0%
  await expect(row.locator('td').nth(2)).toHaveText('2');
  await expect(row.locator('td').nth(3)).toHaveText('2');
  await expect(row.locator('td').nth(4)).toHaveText('1');
  await expect(row.locator('td').nth(6)).toHaveText('50.0%');
  await expect(row.locator('td').nth(7)).toHaveText('1');
  await expect(panel.getByTestId(`figures-row-${removed}`)).toHaveCount(0);
  // The trend lists every one of the last 14 China days.
  await expect(page.getByTestId('figures-trend').locator('tbody tr')).toHaveCount(14);

  // The CSV holds the same figures for that version.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: f.download }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(
    `"code-10","${current}","${kept}","picture","2","2","1","1","1","0","0.5000","0.0000"`,
  );
  expect(csv.split('\r\n').filter((line) => line.startsWith(`"code-10","${old}",`))).toEqual([]);

  // The older version keeps the block the page no longer holds, marked as such.
  await page.getByLabel(f.version).selectOption(String(old));
  await expect(panel.getByRole('heading', { name: f.title(old) })).toBeVisible();
  const gone = panel.getByTestId(`figures-row-${removed}`);
  await expect(gone).toContainText(f.removed);
  await expect(gone.locator('td').nth(2)).toHaveText('1');
});
