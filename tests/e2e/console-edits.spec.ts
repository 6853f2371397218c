import type { Page } from '@playwright/test';
import { FIELD_WORDS } from '../../schemas/booth/field-words';
import { blockTypeMessages, editorMessages } from '../../src/console/editor/messages';
import { consoleMessages, pagesMessages } from '../../src/console/messages';
import { expect, test } from './fixtures';

/** The notice board's text field, labelled in the operator's words (schemas/booth/field-words.ts). */
const noticeText = FIELD_WORDS.text?.zh[0] ?? 'text';

/**
 * Edits in the operator console are never lost: a stale publish is refused and names who
 * changed the page, with the refused edit kept as a copy; a new page's scheduled first version can be
 * reopened, moved and cancelled; an invalid edit is saved as a draft and comes back after a reload.
 */
const shell = consoleMessages['zh-CN'];
const pages = pagesMessages['zh-CN'];
const ed = editorMessages['zh-CN'];
const types = blockTypeMessages['zh-CN'];

const HOUR = 60 * 60 * 1000;
/** 'YYYY-MM-DDTHH:mm' in Beijing time, as the console's datetime inputs take it. */
const beijing = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 16);
/** What the console makes of such an input: the minute, as epoch ms. */
const minuteOf = (ms: number) => Date.parse(`${beijing(ms)}:00+08:00`);

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

async function signIn(page: Page, url: string, token: string, name: string): Promise<void> {
  await page.goto(`${url}/mbankmall-console/`);
  await page.getByLabel(shell.name).fill(name);
  await page.getByLabel(shell.token).fill(token);
  await page.getByRole('button', { name: shell.signIn }).click();
  await expect(page.getByRole('button', { name: pages.create, exact: true })).toBeVisible();
}

/** Creates a page by name from the console's form; answers its page key (the editor opens on it). */
async function createPage(page: Page, name: string): Promise<string> {
  await page.getByLabel(pages.newName).fill(name);
  await page.getByRole('button', { name: pages.create, exact: true }).click();
  await expect(page).toHaveURL(/#\/page\/id-[a-z0-9-]+$/);
  return decodeURIComponent(new URL(page.url()).hash.replace('#/page/', ''));
}

async function addNotice(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: ed.add(types.noticeBoard) }).click();
  await page
    .getByRole('region', { name: ed.properties })
    .getByLabel(noticeText, { exact: true })
    .first()
    .fill(text);
}

test('two operators edit one page: the stale publish is refused, names who changed it, loses nothing', async ({
  page,
  browser,
  mall,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const adaText = `Ada notice ${stamp}`;
  const boText = `Bo notice ${stamp}`;
  await signIn(page, mall.url, mall.operatorToken, 'Ada');
  const key = await createPage(page, `E2E Two ${stamp}`);

  const boContext = await browser.newContext({ viewport: { width: 1680, height: 1000 }, locale: 'zh-CN' });
  try {
    const bo = await boContext.newPage();
    await signIn(bo, mall.url, mall.operatorToken, 'Bo');
    await bo.goto(`${mall.url}/mbankmall-console/#/page/${key}`);
    await expect(bo.getByRole('button', { name: ed.publishNow })).toBeVisible();

    // Ada saves her draft while Bo has the page open.
    await addNotice(page, adaText);
    await expect(page.getByTestId('save-state')).toHaveText(ed.unsavedMark);
    await page.getByRole('button', { name: ed.save }).click();
    await expect(page.getByText(ed.saved, { exact: true })).toBeVisible();
    await expect(page.getByTestId('save-state')).toHaveText(ed.allSaved);

    // Bo's publish, based on what he opened, is refused and names Ada.
    await addNotice(bo, boText);
    await bo.getByRole('button', { name: ed.publishNow }).click();
    await bo
      .getByRole('dialog', { name: ed.confirmPublishTitle })
      .getByRole('button', { name: ed.confirmPublish })
      .click();
    const refusal = bo.getByTestId('stale-edit');
    await expect(refusal).toContainText('已由 Ada 于');

    // Nothing went live and Ada's draft is whole.
    const headers = { 'x-operator-token': mall.operatorToken };
    const stored = await page.request.get(`${mall.url}/api/booth/operator/pages/${key}/layout`, { headers });
    const draft = (await stored.json()) as { result: { source: string; layout: unknown } };
    expect(draft.result.source).toBe('draft');
    expect(JSON.stringify(draft.result.layout)).toContain(adaText);
    expect(JSON.stringify(draft.result.layout)).not.toContain(boText);
    expect((await page.request.get(`${mall.url}/api/booth/page?pageId=${key.slice(3)}`)).status()).toBe(404);

    // Bo reloads: the editor shows Ada's draft, and his own edit stays beside it as a copy to compare.
    await refusal.getByRole('button', { name: ed.reloadKeep }).click();
    await expect(bo.getByTestId('phone-preview')).toContainText(adaText);
    const copy = bo.getByTestId('my-copy');
    await copy.getByRole('button', { name: ed.copyCompare }).click();
    const diff = bo.getByRole('dialog', { name: ed.copyTitle });
    await expect(diff.getByTestId('diff-to')).toContainText(boText);
    await expect(diff.getByTestId('diff-from')).toContainText(adaText);
    await diff.getByRole('button', { name: ed.diffClose }).click();
  } finally {
    await boContext.close();
  }
});

test("a new page's scheduled first version is reopened, moved to another time and cancelled", async ({
  page,
  mall,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const text = `Later page ${stamp}`;
  await signIn(page, mall.url, mall.operatorToken, 'Cy');
  const key = await createPage(page, `E2E Later ${stamp}`);
  await addNotice(page, text);

  const first = Date.now() + 3 * HOUR;
  await page.getByLabel(ed.publishTime).fill(beijing(first));
  await page.getByRole('button', { name: ed.publishAt, exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByTestId('diff-to')).toContainText(text);
  await confirm.getByRole('button', { name: ed.confirmPublish }).click();
  await expect(
    page.getByTestId('version-1').getByRole('button', { name: ed.cancelSchedule(1) }),
  ).toBeVisible();

  // Back to the list and in again: a page with only a scheduled version opens on it.
  await page.goto(`${mall.url}/mbankmall-console/`);
  await page.getByRole('button', { name: `${pages.open} ${key}` }).click();
  await expect(page.getByTestId('phone-preview')).toContainText(text);
  const row = page.getByTestId('version-1');
  await expect(row.getByRole('button', { name: ed.cancelSchedule(1) })).toBeVisible();

  // Moved an hour later.
  const moved = first + HOUR;
  await row.getByLabel(ed.moveTime(1)).fill(beijing(moved));
  await row.getByRole('button', { name: ed.moveSchedule(1) }).click();
  const headers = { 'x-operator-token': mall.operatorToken };
  const versions = async () =>
    (
      (await (
        await page.request.get(`${mall.url}/api/booth/operator/pages/${key}/versions`, { headers })
      ).json()) as {
        result: { versions: { version: number | null; status: string; publishAt: number | null }[] };
      }
    ).result.versions;
  await expect
    .poll(async () => (await versions()).find((v) => v.version === 1)?.publishAt)
    .toBe(minuteOf(moved));

  // Cancelled: never served, and its content is the draft again, still in the editor.
  await row.getByRole('button', { name: ed.cancelSchedule(1) }).click();
  await expect(page.getByText(ed.cancelledToDraft(1))).toBeVisible();
  await expect(page.getByTestId('version-1')).toContainText(ed.cancelledMark);
  expect((await versions()).map((v) => [v.version, v.status])).toEqual([
    [null, 'draft'],
    [1, 'cancelled'],
  ]);
  await expect(page.getByTestId('phone-preview')).toContainText(text);
});

test('an invalid edit is saved as a draft and comes back after a reload; blocks go after the selected one', async ({
  page,
  mall,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await signIn(page, mall.url, mall.operatorToken, 'Di');
  const key = await createPage(page, `E2E Unfinished ${stamp}`);
  const first = `First ${stamp}`;
  await addNotice(page, first);
  await addNotice(page, `Second ${stamp}`);

  // Clicking a block in the preview selects it; the next block from the palette goes right after it.
  await page.getByTestId('phone-preview').locator('[data-block-id="noticeBoard-1"]').click();
  await expect(
    page.getByRole('button', { name: `${types.noticeBoard} · noticeBoard-1`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: ed.add(types.noticeBoard) }).click();
  const order = page.getByRole('button', { name: new RegExp(`^${types.noticeBoard} · noticeBoard-\\d$`) });
  await expect(order).toHaveText([/noticeBoard-1/, /noticeBoard-3/, /noticeBoard-2/]);

  // A value the rules refuse: publishing waits, saving does not.
  const tooLong = 'x'.repeat(101);
  await page
    .getByRole('region', { name: ed.properties })
    .getByLabel(noticeText, { exact: true })
    .first()
    .fill(tooLong);
  await expect(page.getByRole('button', { name: ed.publishNow })).toBeDisabled();
  await expect(page.getByTestId('layout-issues')).toContainText('text');
  await expect(page.getByTestId('save-state')).toHaveText(ed.unsavedMark);
  const warns = () =>
    page.evaluate(() => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    });
  expect(await warns()).toBe(true);
  await page.getByRole('button', { name: ed.save }).click();
  await expect(page.getByText(ed.savedWithIssues(1))).toBeVisible();
  expect(await warns()).toBe(false);

  await page.reload();
  await page.goto(`${mall.url}/mbankmall-console/#/page/${key}`);
  await page.getByRole('button', { name: `${types.noticeBoard} · noticeBoard-3`, exact: true }).click();
  await expect(
    page.getByRole('region', { name: ed.properties }).getByLabel(noticeText, { exact: true }).first(),
  ).toHaveValue(tooLong);
  await expect(page.getByTestId('layout-issues')).toContainText('text');
  await expect(page.getByRole('button', { name: ed.publishNow })).toBeDisabled();
  await expect(page.getByTestId('phone-preview')).toContainText(first);
});
