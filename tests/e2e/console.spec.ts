import { blockSharedMessages } from '../../blocks/shared/messages';
import { FIELD_WORDS } from '../../schemas/booth/field-words';
import { blockTypeMessages, editorMessages } from '../../src/console/editor/messages';
import { consoleMessages, pagesMessages } from '../../src/console/messages';
import { expect, test } from './fixtures';
import { loginAs } from './login';

/** The notice board's text field, labelled in the operator's words (schemas/booth/field-words.ts). */
const noticeText = FIELD_WORDS.text?.zh[0] ?? 'text';

/**
 * The operator console as an operator: sign in with the operator token, change the home page's
 * notice board, see it in the preview, publish it, see it as a shopper; a bad value is named and blocks
 * publishing; rollback brings the old version back; a scheduled block shows in the preview at its time.
 */
const shell = consoleMessages['zh-CN'];
const pages = pagesMessages['zh-CN'];
const ed = editorMessages['zh-CN'];
const types = blockTypeMessages['zh-CN'];
const blockShared = blockSharedMessages['zh-CN'];

const HOUR = 60 * 60 * 1000;
/** 'YYYY-MM-DDTHH:mm' in Beijing time, as the console's datetime inputs take it. */
const beijing = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 16);

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

test('an operator changes, previews, publishes and rolls back the home page', async ({ page, mall }) => {
  test.setTimeout(120_000);
  const notice = `Console notice ${Date.now().toString(36)}`;
  // Other specs on this worker's server may have published home already, or left a draft (numberless):
  // versions count from the highest numbered one.
  const versions = await page.request.get(`${mall.url}/api/booth/operator/pages/code-10/versions`, {
    headers: { 'x-operator-token': mall.operatorToken },
  });
  const listed = ((await versions.json()) as { result: { versions: { version: number | null }[] } }).result
    .versions;
  const base = Math.max(0, ...listed.map((v) => v.version ?? 0));

  await page.goto(`${mall.url}/mbankmall-console/`);
  await page.getByLabel(shell.name).fill('Ada');
  await page.getByLabel(shell.token).fill(mall.operatorToken);
  await page.getByRole('button', { name: shell.signIn }).click();
  await page.getByRole('button', { name: `${pages.open} code-10` }).click();

  await page.getByRole('button', { name: `${types.noticeBoard} · home-notice`, exact: true }).click();
  const properties = page.getByRole('region', { name: ed.properties });
  const text = properties.getByLabel(noticeText, { exact: true }).first();
  const preview = page.getByTestId('phone-preview');

  // A bad value names its field and cannot be published.
  await text.fill('x'.repeat(101));
  await expect(properties.getByRole('alert').first()).toContainText(noticeText);
  await expect(page.getByRole('button', { name: ed.publishNow })).toBeDisabled();

  // A good one shows in the preview at once, and publishing makes it the shoppers'.
  await text.fill(notice);
  await expect(preview).toContainText(notice);
  await expect(page.getByRole('button', { name: ed.publishNow })).toBeEnabled();
  await page.getByRole('button', { name: ed.publishNow }).click();
  await page
    .getByRole('dialog', { name: ed.confirmPublishTitle })
    .getByRole('button', { name: ed.confirmPublish })
    .click();
  await expect(page.getByText(ed.published(base + 1))).toBeVisible();
  await expect(page.getByTestId('audit-log')).toContainText('Ada');

  const answer = async () => await (await page.request.get(`${mall.url}/api/booth/page?pageCode=10`)).text();
  expect(await answer()).toContain(notice);

  // Rollback to version 1 puts the seeded notice back, as a new version.
  await page.getByRole('button', { name: ed.rollback(1) }).click();
  await page
    .getByRole('dialog', { name: ed.confirmRollbackTitle(1) })
    .getByRole('button', { name: ed.confirmRollback })
    .click();
  await expect(page.getByText(ed.rolledBackTo(base + 2, 1))).toBeVisible();
  expect(await answer()).not.toContain(notice);

  // A shopper's home shows what is live: after publishing again, the notice.
  await page.getByRole('button', { name: `${types.noticeBoard} · home-notice`, exact: true }).click();
  await properties.getByLabel(noticeText, { exact: true }).first().fill(notice);
  await page.getByRole('button', { name: ed.publishNow }).click();
  await page
    .getByRole('dialog', { name: ed.confirmPublishTitle })
    .getByRole('button', { name: ed.confirmPublish })
    .click();
  await expect(page.getByText(ed.published(base + 3))).toBeVisible();
  await loginAs(page, mall.url, 'C0001');
  await expect(page.getByTestId('booth-flow')).toContainText(notice);
});

test('a scheduled block appears in the preview at its time; blocks reorder from the keyboard', async ({
  page,
  mall,
}) => {
  const later = `Later notice ${Date.now().toString(36)}`;
  await page.goto(`${mall.url}/mbankmall-console/`);
  await page.getByLabel(shell.name).fill('Bo');
  await page.getByLabel(shell.token).fill(mall.operatorToken);
  await page.getByRole('button', { name: shell.signIn }).click();
  await page.getByRole('button', { name: `${pages.open} code-10` }).click();

  await page.getByRole('button', { name: ed.add(types.noticeBoard) }).click();
  const properties = page.getByRole('region', { name: ed.properties });
  await properties.getByLabel(noticeText, { exact: true }).first().fill(later);
  const preview = page.getByTestId('phone-preview');
  await expect(preview).toContainText(later);
  // Keyboard undo takes the change back (in the field itself too), and redo brings it again.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(preview).not.toContainText(later);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(preview).toContainText(later);

  const start = Date.now() + 24 * HOUR;
  await properties.getByLabel(ed.scheduleStart).fill(beijing(start));
  await expect(preview).not.toContainText(later);
  await page.getByLabel(ed.asOf).fill(beijing(start + HOUR));
  await expect(preview).toContainText(later);
  await page.getByRole('button', { name: ed.asOfNow }).click();
  await expect(preview).not.toContainText(later);

  // The new block moves up one place from the keyboard (dnd-kit), and undo puts it back.
  const rows = page.locator('[data-block-row]');
  const count = await rows.count();
  await expect(rows.last()).toHaveAttribute('data-block-row', 'noticeBoard-1');
  const handle = page.getByRole('button', { name: ed.dragHandle(`${types.noticeBoard} · noticeBoard-1`) });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  // dnd-kit moves on its next frame and says so in its live region; dropping before that drops in place.
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
    ed.dragOver('noticeBoard-1', 'home-countdown'),
  );
  await page.keyboard.press('Space');
  await expect(rows.nth(count - 2)).toHaveAttribute('data-block-row', 'noticeBoard-1');
  await page.getByRole('button', { name: ed.undo }).click();
  await expect(rows.last()).toHaveAttribute('data-block-row', 'noticeBoard-1');
});

test("a shopper's exposures and clicks on a block show in the console's figures", async ({ page, mall }) => {
  test.setTimeout(120_000);
  type Figures = {
    versions: { version: number; live: boolean }[];
    blocks: { version: number; blockId: string; exposures: number; clicks: number }[];
  };
  // The figures of the version shoppers get (figures are per version, never summed).
  const figuresOf = async (blockId: string) => {
    const res = await page.request.get(`${mall.url}/api/booth/operator/pages/code-10/analytics?from=0`, {
      headers: { 'x-operator-token': mall.operatorToken },
    });
    const { result } = (await res.json()) as { result: Figures };
    const live = result.versions.find((v) => v.live)?.version;
    return (
      result.blocks.find((b) => b.version === live && b.blockId === blockId) ?? { exposures: 0, clicks: 0 }
    );
  };

  // The shopper on a phone-sized screen, where the e-CNY entry is in the first screen.
  // Other specs' shoppers on this worker's server may have seen the entry already: count from before this
  // visit (blocks under the home popup are not counted while it covers them).
  const before = await figuresOf('home-ecny-entry');
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAs(page, mall.url, 'C0001');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: blockShared.close }).click();
  const entry = page.locator('[data-block-id="home-ecny-entry"]');
  await expect(entry).toBeVisible();
  // Seen for a second, the exposure reaches the ingest with the tracker's next upload.
  await expect
    .poll(async () => (await figuresOf('home-ecny-entry')).exposures, { timeout: 30_000 })
    .toBeGreaterThan(before.exposures);
  await entry.click();
  await expect
    .poll(async () => (await figuresOf('home-ecny-entry')).clicks, { timeout: 30_000 })
    .toBe(before.clicks + 1);
  const now = await figuresOf('home-ecny-entry');
  const rate = `${((now.clicks / now.exposures) * 100).toFixed(1)}%`;

  await page.setViewportSize({ width: 1680, height: 1000 });
  await page.goto(`${mall.url}/mbankmall-console/#/page/code-10`);
  await page.getByLabel(shell.name).fill('Di');
  await page.getByLabel(shell.token).fill(mall.operatorToken);
  await page.getByRole('button', { name: shell.signIn }).click();
  // The block's row shows the ingest's figures for it.
  await expect(page.getByTestId('figures-home-ecny-entry')).toHaveText(
    ed.figures(now.exposures, now.clicks, rate),
  );
});

test('an operator creates a page by name; the side-by-side diff shows the block added', async ({
  page,
  mall,
}) => {
  const name = `E2E Sale ${Date.now().toString(36)}`;
  const text = `New page notice ${Date.now().toString(36)}`;
  await page.goto(`${mall.url}/mbankmall-console/`);
  await page.getByLabel(shell.name).fill('Cy');
  await page.getByLabel(shell.token).fill(mall.operatorToken);
  await page.getByRole('button', { name: shell.signIn }).click();

  // An empty name is refused with its reason; a name creates the page with a generated id and opens it.
  await page.getByRole('button', { name: pages.create, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(pages.nameRequired);
  await page.getByLabel(pages.newName).fill(name);
  await page.getByRole('button', { name: pages.create, exact: true }).click();
  await expect(page).toHaveURL(/#\/page\/id-e2e-sale-[a-z0-9]+-[a-z0-9]{5}$/);
  await page.getByRole('button', { name: ed.publishNow }).click();
  await page
    .getByRole('dialog', { name: ed.confirmPublishTitle })
    .getByRole('button', { name: ed.confirmPublish })
    .click();
  await expect(page.getByText(ed.published(1))).toBeVisible();

  await page.getByRole('button', { name: ed.add(types.noticeBoard) }).click();
  await page
    .getByRole('region', { name: ed.properties })
    .getByLabel(noticeText, { exact: true })
    .first()
    .fill(text);
  await page.getByRole('button', { name: ed.publishNow }).click();
  await page
    .getByRole('dialog', { name: ed.confirmPublishTitle })
    .getByRole('button', { name: ed.confirmPublish })
    .click();
  await expect(page.getByText(ed.published(2))).toBeVisible();

  await page.getByRole('button', { name: ed.compareRun, exact: true }).click();
  const diff = page.getByRole('dialog', { name: ed.diffTitle(1, 2) });
  const added = diff.getByTestId('diff-to').locator('[data-block-id="noticeBoard-1"] > *');
  await expect(added).toContainText(text);
  await expect(added).toHaveCSS('outline-style', 'solid');
  await expect(diff.getByTestId('diff-from')).not.toContainText(text);
  await expect(diff.getByTestId('version-diff')).toContainText(ed.diffAdded('noticeBoard-1', 'noticeBoard'));
  await diff.getByRole('button', { name: ed.diffClose }).click();
  await expect(diff).toBeHidden();
});
