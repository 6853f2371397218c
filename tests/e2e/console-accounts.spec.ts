import { FIELD_WORDS } from '../../schemas/booth/field-words';
import { operatorMessages } from '../../server/i18n/operators';
import { blockTypeMessages, editorMessages } from '../../src/console/editor/messages';
import { consoleMessages, pagesMessages } from '../../src/console/messages';
import { expect, test } from './fixtures';

/** The notice board's text field, labelled in the operator's words (schemas/booth/field-words.ts). */
const noticeText = FIELD_WORDS.text?.zh[0] ?? 'text';

/**
 * In the operator console: an editor signs in with their own account, saves a draft, and is refused
 * the publish with a message in the console's language; the audit log names the account, and the shoppers'
 * page does not change.
 */
const shell = consoleMessages['zh-CN'];
const pages = pagesMessages['zh-CN'];
const ed = editorMessages['zh-CN'];
const types = blockTypeMessages['zh-CN'];
const server = operatorMessages['zh-CN'];

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

test('an editor saves a draft but may not publish it', async ({ page, mall }) => {
  test.setTimeout(90_000);
  const name = `editor-${Date.now().toString(36)}`;
  const password = 'a passphrase for the editor';
  const made = await page.request.post(`${mall.url}/api/operator/accounts`, {
    headers: { 'x-operator-token': mall.operatorToken },
    data: { name, role: 'editor', password },
  });
  expect(made.status()).toBe(200);
  const notice = `Editor draft ${Date.now().toString(36)}`;

  await page.goto(`${mall.url}/mbankmall-console/`);
  await page.getByLabel(shell.name).fill(name);
  await page.getByLabel(shell.token).fill('not the password');
  await page.getByRole('button', { name: shell.signIn }).click();
  await expect(page.getByRole('alert')).toHaveText(shell.signInFailed);
  await page.getByLabel(shell.token).fill(password);
  await page.getByRole('button', { name: shell.signIn }).click();
  await expect(page.getByText(shell.signedInAs(name, shell.role('editor')))).toBeVisible();

  await page.getByRole('button', { name: `${pages.open} code-10` }).click();
  await page.getByRole('button', { name: `${types.noticeBoard} · home-notice`, exact: true }).click();
  const properties = page.getByRole('region', { name: ed.properties });
  await properties.getByLabel(noticeText, { exact: true }).first().fill(notice);
  await page.getByRole('button', { name: ed.save }).click();
  await expect(page.getByText(ed.saved)).toBeVisible();
  await expect(page.getByTestId('audit-log')).toContainText(name);

  await page.getByRole('button', { name: ed.publishNow }).click();
  // The publish asks for confirmation with the diff first (ADR 0044); the server then refuses the role.
  await page
    .getByRole('dialog', { name: ed.confirmPublishTitle })
    .getByRole('button', { name: ed.confirmPublish })
    .click();
  await expect(page.getByText(ed.failed(server.roleRefused('editor')))).toBeVisible();
  // Still signed in: a refused action is not a lost session.
  await expect(page.getByText(shell.signedInAs(name, shell.role('editor')))).toBeVisible();
  const live = await (await page.request.get(`${mall.url}/api/booth/page?pageCode=10`)).text();
  expect(live).not.toContain(notice);
});
