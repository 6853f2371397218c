import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { consoleMessages } from '../../src/console/messages';

const shell = consoleMessages['zh-CN'];
const PASSWORD = 'a passphrase for the console specs';

/** The mall a console spec runs against: its address and the administrator service account's token. */
interface ConsoleMall {
  url: string;
  operatorToken: string;
}

/** A fresh operator account `name` of `role`, made by the administrator service account (the shared token). */
async function makeAccount(page: Page, mall: ConsoleMall, name: string, role: OperatorRole): Promise<void> {
  const made = await page.request.post(`${mall.url}/api/operator/accounts`, {
    headers: { 'x-operator-token': mall.operatorToken },
    data: { name, role, password: PASSWORD },
  });
  expect(made.status()).toBe(200);
}

/** Signs account `name` in to the console by its name and password, as an operator would. */
async function signInByName(page: Page, mall: ConsoleMall, name: string, role: OperatorRole): Promise<void> {
  await page.goto(`${mall.url}/mbankmall-console/`);
  await page.getByLabel(shell.name).fill(name);
  await page.getByLabel(shell.token).fill(PASSWORD);
  await page.getByRole('button', { name: shell.signIn }).click();
  await expect(page.getByText(shell.signedInAs(name, shell.role(role)))).toBeVisible();
}

/** A name no other account of this server has (specs of one worker share a server). */
const uniqueName = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

/**
 * A fresh operator account of `role`, made by the administrator service account (the shared token), and
 * signed in to the console by its name and password as an operator would. Returns the account's name.
 */
export async function signInAs(page: Page, mall: ConsoleMall, role: OperatorRole): Promise<string> {
  const name = uniqueName(role);
  await makeAccount(page, mall, name, role);
  await signInByName(page, mall, name, role);
  return name;
}

/**
 * Maker-checker's two people (ADR 0048): a fresh maker and a fresh approver account (marketing both unless
 * told), and `signIn`, which signs one of them in by name. Neither is signed in yet; a spec signs the one
 * in turn out through the console's own button, as an operator would.
 */
export async function makerAndApprover(
  page: Page,
  mall: ConsoleMall,
  roles: { maker: OperatorRole; approver: OperatorRole } = { maker: 'marketing', approver: 'marketing' },
): Promise<{ maker: string; approver: string; signIn: (name: string) => Promise<void> }> {
  const maker = uniqueName(`mk-${roles.maker}`);
  const approver = uniqueName(`ap-${roles.approver}`);
  await makeAccount(page, mall, maker, roles.maker);
  await makeAccount(page, mall, approver, roles.approver);
  const signIn = (name: string) =>
    signInByName(page, mall, name, name === maker ? roles.maker : roles.approver);
  return { maker, approver, signIn };
}
