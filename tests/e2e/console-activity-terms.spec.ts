import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { activityTermsMessages } from '../../src/console/campaigns/activityTermsMessages';
import { campaignMessages } from '../../src/console/campaigns/campaignMessages';
import { consoleMessages } from '../../src/console/messages';
import { approvalsMessages } from '../../src/console/pages/approvalsMessages';
import { formatYuan } from '../../src/lib/money';
import { makerAndApprover } from './consoleLogin';
import { test as base, expect } from './fixtures';
import { pageReady } from './journey';
import { loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';

/**
 * The console's 赠品与试用 tab (ADR 0065) on a server with approval on, as `npm start`
 * has it: marketing sets a SKU's trial terms, a second marketing account approves them in the Approvals tab
 * (reading old → new in the tab's own words), and a shopper buying it gets the trial price on the confirm
 * page; an edit of the price goes through the same two hands and the approver reads the old price beside
 * the new one.
 */
const shell = consoleMessages['zh-CN'];
const c = campaignMessages['zh-CN'];
const t = activityTermsMessages['zh-CN'];
const ap = approvalsMessages['zh-CN'];
const SERUM = 'SKU2500102'; // ¥1310.00, 100ml, in stock
const SALE_CENTS = 131000;
/** An amount as the shopper's pages write it (¥1,310.00): the mall's formatter needs the bundle's env. */
const formatMoney = (cents: number) =>
  `¥${new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2 }).format(cents / 100)}`;

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

/** The unit price a shopper is asked on the confirm page of a buy-now order of the serum. */
async function confirmPrice(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const shopper = await context.newPage();
  await loginAs(shopper, url, 'C0002', { path: `/order/confirm?source=buyNow&skuNo=${SERUM}&quantity=1` });
  await pageReady(shopper);
  const item = shopper.getByTestId('confirm-page').getByRole('listitem').filter({ hasText: '100ml' });
  await expect(item).toBeVisible();
  const text = (await item.textContent()) ?? '';
  await context.close();
  return text;
}

/** Approves the pending request about the serum as the checker (`signInChecker`), after reading its field diff. */
async function approveWithDiff(
  page: Page,
  signInChecker: () => Promise<void>,
  before: string,
  after: string,
) {
  await signInChecker();
  await page.getByRole('link', { name: ap.tabApprovals }).click();
  const row = page
    .getByRole('row')
    .filter({ hasText: SERUM })
    .filter({ hasText: ap.stateName('pending') });
  await expect(row).toHaveCount(1);
  const id = Number(await row.getByRole('cell').first().textContent());
  await row.getByRole('button', { name: ap.view }).click();
  const diff = page.getByRole('region', { name: ap.diffTitle(id) });
  const price = diff.getByTestId('field-change-trialPriceCents');
  await expect(price.getByRole('cell').nth(0)).toHaveText(t.trialPrice);
  await expect(price.getByRole('cell').nth(1)).toHaveText(before);
  await expect(price.getByRole('cell').nth(2)).toHaveText(`→ ${after}`);
  await row.getByRole('button', { name: `${ap.approve} ${id}` }).click();
  await expect(page.getByText(ap.approved(id))).toBeVisible();
  await page.getByRole('button', { name: shell.signOut }).click();
}

test('trial terms set in the console reach the shopper’s confirm page only once a second operator approves', async ({
  page,
  browser,
  mall,
}) => {
  test.setTimeout(150_000);
  const { maker, approver, signIn } = await makerAndApprover(page, mall);
  const signInChecker = () => signIn(approver);

  // The maker sets the serum's trial terms: held for approval; the shopper still pays the price.
  await signIn(maker);
  await page.getByRole('link', { name: c.tabActivityTerms }).click();
  const form = page.getByRole('form', { name: t.formHeading });
  await form.getByLabel(t.skuNo, { exact: true }).fill(SERUM);
  await form.getByLabel(t.kind).selectOption('trial');
  await form.getByLabel(t.trialPrice).fill('99');
  await form.getByLabel(t.trialLimit).fill('1');
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(/已提交审批（第 \d+ 号申请）/)).toBeVisible();
  await page.getByRole('button', { name: shell.signOut }).click();
  expect(await confirmPrice(browser, mall.url)).toContain(formatMoney(SALE_CENTS));

  // The checker reads "(none) → 99.00" and approves; the shopper now gets the trial price.
  await approveWithDiff(page, signInChecker, ap.none, formatYuan(9900));
  const trial = await confirmPrice(browser, mall.url);
  expect(trial).toContain(formatMoney(9900));
  expect(trial).not.toContain(formatMoney(SALE_CENTS));

  // The maker lowers the price; the checker reads the old one beside the new one.
  await signIn(maker);
  await page.getByRole('link', { name: c.tabActivityTerms }).click();
  const listed = page.getByRole('row').filter({ hasText: SERUM });
  await expect(listed).toContainText(t.trialTerms(formatYuan(9900), formatYuan(SALE_CENTS), 1));
  await listed.getByRole('button', { name: `${t.edit} ${SERUM}` }).click();
  const edit = page.getByRole('form', { name: t.editHeading(SERUM) });
  await edit.getByLabel(t.trialPrice).fill('88');
  await edit.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(/已提交审批（第 \d+ 号申请）/)).toBeVisible();
  await page.getByRole('button', { name: shell.signOut }).click();

  await approveWithDiff(page, signInChecker, formatYuan(9900), formatYuan(8800));
  await expect
    .poll(async () => confirmPrice(browser, mall.url), { timeout: 20_000 })
    .toContain(formatMoney(8800));
});
