import { randomBytes } from 'node:crypto';
import { blockTypeMessages, editorMessages } from '../../src/console/editor/messages';
import { consoleMessages, pagesMessages } from '../../src/console/messages';
import { approvalsMessages } from '../../src/console/pages/approvalsMessages';
import { test as base, expect } from './fixtures';
import { type MallServer, startMallServer } from './mallServer';

/**
 * Maker-checker in the operator console (issue 35 item 2, ADR 0048), on a server with approval on as
 * `npm start` has it: an editor drafts and asks for a publish, shoppers keep the old page, a publisher
 * approves in the Approvals tab, and shoppers get the new page.
 */
const shell = consoleMessages['zh-CN'];
const pages = pagesMessages['zh-CN'];
const ed = editorMessages['zh-CN'];
const types = blockTypeMessages['zh-CN'];
const ap = approvalsMessages['zh-CN'];

const OPERATOR_TOKEN = randomBytes(18).toString('base64url');
const test = base.extend<Record<never, never>, { mall: MallServer }>({
  mall: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form for fixtures.
    async ({}, use) => {
      const server = await startMallServer({ OPERATOR_TOKEN, OPERATOR_APPROVAL: 'on' });
      await use({ ...server, operatorToken: OPERATOR_TOKEN });
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

test('an editor’s publish reaches shoppers only once a publisher approves it', async ({ page, mall }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const editor = `editor-${suffix}`;
  const publisher = `publisher-${suffix}`;
  const password = 'a passphrase for the console';
  for (const [name, role] of [
    [editor, 'editor'],
    [publisher, 'publisher'],
  ]) {
    const made = await page.request.post(`${mall.url}/api/operator/accounts`, {
      headers: { 'x-operator-token': mall.operatorToken },
      data: { name, role, password },
    });
    expect(made.status()).toBe(200);
  }
  const signIn = async (name: string) => {
    await page.goto(`${mall.url}/mbankmall-console/`);
    await page.getByLabel(shell.name).fill(name);
    await page.getByLabel(shell.token).fill(password);
    await page.getByRole('button', { name: shell.signIn }).click();
    await expect(
      page.getByText(shell.signedInAs(name, shell.role(name === editor ? 'editor' : 'publisher'))),
    ).toBeVisible();
  };
  const shopperSees = async () =>
    (await page.request.get(`${mall.url}/api/booth/page?pageCode=10&t=${Date.now()}`)).text();
  const notice = `Approved notice ${suffix}`;

  // The editor drafts and asks for the publish.
  await signIn(editor);
  await page.getByRole('button', { name: `${pages.open} code-10` }).click();
  await page.getByRole('button', { name: `${types.noticeBoard} · home-notice`, exact: true }).click();
  await page
    .getByRole('region', { name: ed.properties })
    .getByLabel('text', { exact: true })
    .first()
    .fill(notice);
  await page.getByRole('button', { name: ed.save }).click();
  await expect(page.getByText(ed.saved)).toBeVisible();
  await page.getByRole('button', { name: ed.publishNow }).click();
  await page
    .getByRole('dialog', { name: ed.confirmPublishTitle })
    .getByRole('button', { name: ed.confirmPublish })
    .click();
  await expect(page.getByText(/变更申请 \d+/)).toBeVisible();
  // Shoppers still get the old page.
  expect(await shopperSees()).not.toContain(notice);
  await page.getByRole('button', { name: shell.signOut }).click();

  // A publisher sees the request with its page diff and approves it.
  await signIn(publisher);
  await page.getByRole('link', { name: ap.tabApprovals }).click();
  const row = page.getByRole('row').filter({ hasText: 'code-10' }).filter({ hasText: editor });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: ap.view }).click();
  const diff = page.getByRole('dialog', {
    name: ap.diffTitle(Number(await row.getByRole('cell').first().textContent())),
  });
  await expect(diff).toBeVisible();
  await diff.getByRole('button', { name: ap.approve }).click();
  await expect(page.getByText(/变更申请 \d+ 已批准并生效/)).toBeVisible();
  await expect.poll(shopperSees, { timeout: 10_000 }).toContain(notice);
});
