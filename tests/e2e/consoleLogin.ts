import { expect, type Page } from '@playwright/test';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { consoleMessages } from '../../src/console/messages';

const shell = consoleMessages['zh-CN'];
const PASSWORD = 'a passphrase for the console specs';

/**
 * A fresh operator account of `role`, made by the administrator service account (the shared token), and
 * signed in to the console by its name and password as an operator would. Returns the account's name.
 */
export async function signInAs(
  page: Page,
  mall: { url: string; operatorToken: string },
  role: OperatorRole,
): Promise<string> {
  const name = `${role}-${Date.now().toString(36)}`;
  const made = await page.request.post(`${mall.url}/api/operator/accounts`, {
    headers: { 'x-operator-token': mall.operatorToken },
    data: { name, role, password: PASSWORD },
  });
  expect(made.status()).toBe(200);
  await page.goto(`${mall.url}/mbankmall-console/`);
  await page.getByLabel(shell.name).fill(name);
  await page.getByLabel(shell.token).fill(PASSWORD);
  await page.getByRole('button', { name: shell.signIn }).click();
  await expect(page.getByText(shell.signedInAs(name, shell.role(role)))).toBeVisible();
  return name;
}
