import type { Page } from '@playwright/test';
import { stepOf, TOTP_STEP_MS, totpAt } from '../../server/operators/totp';
import { consoleMessages } from '../../src/console/messages';
import { accountsMessages } from '../../src/console/pages/accountsMessages';
import { contentMessages } from '../../src/console/pages/contentMessages';
import { twoStepMessages } from '../../src/console/twoStepMessages';
import { expect, test } from './fixtures';

/**
 * Two-step sign-in in the console (ADR 0067), as an operator goes through it: enrol from the header
 * with the secret the dialog shows (the code computed here with the server's own RFC 6238 function, as an
 * authenticator app would), sign out, sign in with name, password and code; a wrong code and a code already
 * taken are refused in the console's words; an administrator resets it for a lost phone, after which the
 * password alone signs in again.
 */
const shell = consoleMessages['zh-CN'];
const two = twoStepMessages['zh-CN'];
const acc = accountsMessages['zh-CN'];
const content = contentMessages['zh-CN'];
const PASSWORD = 'a passphrase for two-step sign-in';

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

async function signIn(page: Page, url: string, name: string, code?: string) {
  await page.goto(`${url}/mbankmall-console/`);
  await page.getByLabel(shell.name).fill(name);
  await page.getByLabel(shell.token).fill(PASSWORD);
  await page.getByRole('button', { name: shell.signIn }).click();
  if (code === undefined) return;
  // The server asks for the code only after the right password; the form then shows its field.
  await page.getByLabel(two.code).fill(code);
  await page.getByRole('button', { name: shell.signIn }).click();
}

/** A six-digit code no step within the server's drift would take now: a wrong one for sure. */
function wrongCode(secret: string): string {
  const now = Date.now();
  const near = new Set([-2, -1, 0, 1, 2].map((k) => totpAt(secret, now + k * TOTP_STEP_MS)));
  for (let n = 0; n < 10; n += 1) {
    const candidate = String(123456 + n * 111111).slice(-6);
    if (!near.has(candidate)) return candidate;
  }
  throw new Error('no wrong code among ten candidates');
}

test('an operator turns on two-step sign-in, signs in with a code, and an administrator resets it', async ({
  page,
  mall,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const [editor, admin] = [`totp-ed-${suffix}`, `totp-admin-${suffix}`];
  for (const [name, role] of [
    [editor, 'editor'],
    [admin, 'administrator'],
  ]) {
    const made = await page.request.post(`${mall.url}/api/operator/accounts`, {
      headers: { 'x-operator-token': mall.operatorToken },
      data: { name, role, password: PASSWORD },
    });
    expect(made.status()).toBe(200);
  }
  page.on('dialog', (d) => void d.accept());

  // Enrol: the dialog shows the secret once; the first code confirms it.
  await signIn(page, mall.url, editor);
  await expect(page.getByText(shell.signedInAs(editor, shell.role('editor')))).toBeVisible();
  await page.getByRole('button', { name: two.open }).click();
  const dialog = page.getByRole('dialog', { name: two.heading });
  const secret = ((await dialog.getByTestId('totp-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enrolledAt = Date.now();
  await dialog.getByLabel(two.code).fill(totpAt(secret, enrolledAt));
  await dialog.getByRole('button', { name: two.confirm }).click();
  await expect(page.getByText(two.done)).toBeVisible();
  await page.getByRole('button', { name: shell.signOut }).click();

  // The password alone is not enough now: the form asks for the code.
  await signIn(page, mall.url, editor);
  await expect(page.getByLabel(two.code)).toBeVisible();
  await expect(page.getByText(two.codeHint)).toBeVisible();
  // A wrong code, and the code the enrolment took (its step is spent), are refused in the console's words.
  await signIn(page, mall.url, editor, wrongCode(secret));
  await expect(page.getByRole('alert')).toHaveText(two.codeRefused);
  await signIn(page, mall.url, editor, totpAt(secret, enrolledAt));
  await expect(page.getByRole('alert')).toHaveText(two.codeRefused);
  // The next step's code: within the server's one step of drift, and later than the one taken.
  const next = (stepOf(enrolledAt) + 1) * TOTP_STEP_MS;
  await signIn(page, mall.url, editor, totpAt(secret, next));
  await expect(page.getByText(shell.signedInAs(editor, shell.role('editor')))).toBeVisible();
  await page.getByRole('button', { name: shell.signOut }).click();

  // A lost phone: an administrator resets it in the Accounts tab.
  await signIn(page, mall.url, admin);
  await expect(page.getByText(shell.signedInAs(admin, shell.role('administrator')))).toBeVisible();
  await page.getByRole('link', { name: content.tabAccounts }).click();
  const row = page.getByRole('row').filter({ hasText: editor });
  await expect(row).toContainText(acc.twoStepOn);
  await row.getByRole('button', { name: new RegExp(acc.resetTwoStep) }).click();
  await expect(page.getByText(acc.saved)).toBeVisible();
  await expect(row).not.toContainText(acc.twoStepOn);
  await page.getByRole('button', { name: shell.signOut }).click();

  // The password alone signs the editor in again.
  await signIn(page, mall.url, editor);
  await expect(page.getByText(shell.signedInAs(editor, shell.role('editor')))).toBeVisible();
  await expect(page.getByLabel(two.code)).toHaveCount(0);
});
