import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { campaignMessages } from '../../src/console/campaigns/campaignMessages';
import { couponEditMessages } from '../../src/console/campaigns/couponEditMessages';
import { couponMessages } from '../../src/console/campaigns/couponMessages';
import { hotWordMessages } from '../../src/console/campaigns/hotWordMessages';
import { consoleMessages } from '../../src/console/messages';
import { approvalsMessages } from '../../src/console/pages/approvalsMessages';
import { couponMessages as shopperCoupons } from '../../src/pages/coupon/messages';
import { makerAndApprover } from './consoleLogin';
import { test as base, expect } from './fixtures';
import { loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';

/**
 * On a server with approval on as `npm start` has it: marketing creates a coupon
 * template, a second marketing account approves it and shoppers find it in the coupon center; marketing then
 * edits its stock and scope, nothing changes for shoppers until the second account approves (comparing old
 * and new values), and then the center shows it as a product coupon with the new stock; once a coupon of it
 * is claimed, the rules are locked and the server's refusal names the field. A template can be created with a
 * scope too (ADR 0074). The hot words wait the same way.
 */
const shell = consoleMessages['zh-CN'];
const camp = campaignMessages['zh-CN'];
const t = couponMessages['zh-CN'];
const e = couponEditMessages['zh-CN'];
const h = hotWordMessages['zh-CN'];
const ap = approvalsMessages['zh-CN'];
const shop = shopperCoupons['zh-CN'];
/** A product of store ST1005 (the cream), the new scope's one SKU. */
const CREAM = 'SKU2500401';

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

/** The checker approves the maker's one pending request whose row holds `text`, after a look at its diff. */
async function approveIn(page: Page, maker: string, text: string, seen?: (diff: Page) => Promise<void>) {
  await page.getByRole('link', { name: ap.tabApprovals }).click();
  const row = page.getByRole('row').filter({ hasText: maker }).filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: ap.view }).click();
  if (seen) await seen(page);
  await row.getByRole('button', { name: ap.approve }).click();
  await expect(page.getByText(/变更申请 \d+ 已批准并生效/)).toBeVisible();
}

test('a coupon template created, then edited in stock and scope, reaches shoppers only once approved', async ({
  page,
  browser,
  mall,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const { maker, approver: checker, signIn } = await makerAndApprover(page, mall);
  const couponNo = `CE-${suffix.toUpperCase()}`;
  const name = `改范围券 ${couponNo}`;

  // Created by the maker: held for approval.
  await signIn(maker);
  await page.getByRole('link', { name: camp.tabCoupons }).click();
  const create = page.getByRole('form', { name: t.createHeading });
  await create.getByLabel(t.couponNo).fill(couponNo);
  await create.getByLabel(t.name).fill(name);
  // The biggest saving of the center, so it heads every tab it is in.
  await create.getByLabel(t.threshold).fill('99999');
  await create.getByLabel(t.discount).fill('99998');
  await create.getByLabel(t.total).fill('2');
  await create.getByRole('button', { name: t.create }).click();
  await expect(create.getByText(/已提交审批（第 \d+ 号申请）/)).toBeVisible();
  await page.getByRole('button', { name: shell.signOut }).click();

  await signIn(checker);
  await approveIn(page, maker, '/api/operator/coupons');
  await page.getByRole('button', { name: shell.signOut }).click();

  // The shopper finds it in the center, for the whole mall, under All and not under product coupons.
  const shopper = await (await browser.newContext()).newPage();
  await loginAs(shopper, mall.url, 'C0001', { path: '/couponCenter' });
  const card = shopper.getByTestId('center-coupon').filter({ hasText: name });
  await expect(card).toContainText(shop['scope.all']);
  const productTab = shopper.getByRole('tab', { name: new RegExp(`^${shop['centerTab.4']}`) });

  // The maker edits it: more stock, and only the cream.
  await signIn(maker);
  await page.getByRole('link', { name: camp.tabCoupons }).click();
  const row = page.getByRole('row').filter({ hasText: couponNo });
  await expect(row).toContainText('2 / 2');
  await row.getByRole('button', { name: `${e.edit} ${couponNo}` }).click();
  const edit = page.getByRole('form', { name: e.editHeading(couponNo) });
  await edit.getByLabel(t.total).fill('8');
  await edit.getByLabel(e.scope).selectOption({ label: e['scope.sku'] });
  // A product scope without its products is named under the box, and nothing is sent.
  await edit.getByRole('button', { name: e.save }).click();
  await expect(edit.getByText(e.skuNosBad)).toBeVisible();
  await edit.getByLabel(e.skuNos).fill(CREAM);
  await edit.getByRole('button', { name: e.save }).click();
  await expect(edit.getByText(/已提交审批（第 \d+ 号申请）/)).toBeVisible();
  await page.getByRole('button', { name: shell.signOut }).click();

  // Not yet: the shopper still has the whole-mall coupon of two.
  await shopper.reload();
  await expect(card).toContainText(shop['scope.all']);

  // The checker compares old and new values, field by field, and approves.
  await signIn(checker);
  await approveIn(page, maker, couponNo, async (p) => {
    const diff = p.getByRole('region', { name: /变更申请 \d+ 的差异/ });
    await expect(diff.getByRole('row').filter({ hasText: t.total })).toContainText('2');
    await expect(diff.getByRole('row').filter({ hasText: t.total })).toContainText('8');
    await expect(diff.getByRole('row').filter({ hasText: e.scope })).toContainText(e['scope.sku']);
  });

  // The shopper's center now lists it as a product coupon; one claimed is one of eight to the next shopper.
  await shopper.reload();
  await productTab.click();
  await expect(card).toContainText(shop['scope.sku']);
  await card.getByRole('button', { name: shop.actionNamed(shop['state.0'], name) }).click();
  await expect(card).toHaveAttribute('data-state', '1');
  const next = await (await browser.newContext()).newPage();
  await loginAs(next, mall.url, 'C0002', { path: '/couponCenter' });
  await expect(next.getByTestId('center-coupon').filter({ hasText: name })).toContainText(shop.remaining(12));
  const offered = await shopper.request.get(
    `${mall.url}/api/marketing/coupon/store-coupon-list?skuNo=${CREAM}`,
  );
  expect(JSON.stringify(await offered.json())).toContain(couponNo);

  // Once claimed, its rules are locked: the form offers only what may move, and the server names the rest.
  await page.getByRole('link', { name: camp.tabCoupons }).click();
  await row.getByRole('button', { name: `${e.edit} ${couponNo}` }).click();
  await expect(edit.getByText(e.issuedHint(1))).toBeVisible();
  await expect(edit.getByLabel(t.discount)).toBeDisabled();
  await expect(edit.getByLabel(e.scope)).toBeDisabled();
  await edit.getByLabel(t.total).fill('5');
  await edit.getByRole('button', { name: e.save }).click();
  await expect(edit.getByText(/totalQuantity/)).toBeVisible();
});

test('a coupon template created for listed products reaches only those products once approved', async ({
  page,
  mall,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const { maker, approver: checker, signIn } = await makerAndApprover(page, mall);
  const couponNo = `CS-${suffix.toUpperCase()}`;

  // The create form offers the edit's scopes, and names a product scope without products under its box.
  await signIn(maker);
  await page.getByRole('link', { name: camp.tabCoupons }).click();
  const create = page.getByRole('form', { name: t.createHeading });
  await create.getByLabel(t.couponNo).fill(couponNo);
  await create.getByLabel(t.name).fill(`面霜专享 ${couponNo}`);
  await create.getByLabel(t.threshold).fill('100');
  await create.getByLabel(t.discount).fill('10');
  await create.getByLabel(t.total).fill('3');
  await create.getByLabel(e.scope).selectOption({ label: e['scope.sku'] });
  await create.getByRole('button', { name: t.create }).click();
  await expect(create.getByText(e.skuNosBad)).toBeVisible();
  await create.getByLabel(e.skuNos).fill(CREAM);
  await create.getByRole('button', { name: t.create }).click();
  await expect(create.getByText(/已提交审批（第 \d+ 号申请）/)).toBeVisible();
  await page.getByRole('button', { name: shell.signOut }).click();

  // The checker reads the scope and its products in the tab's words before approving.
  await signIn(checker);
  await approveIn(page, maker, '/api/operator/coupons', async (p) => {
    const diff = p.getByRole('region', { name: /变更申请 \d+ 的差异/ });
    await expect(diff.getByRole('row').filter({ hasText: e.scope })).toContainText(e['scope.sku']);
    await expect(diff.getByRole('row').filter({ hasText: e.skuNos })).toContainText(CREAM);
  });
  const offeredOn = async (skuNo: string) =>
    JSON.stringify(
      await (
        await page.request.get(`${mall.url}/api/marketing/coupon/store-coupon-list?skuNo=${skuNo}`)
      ).json(),
    );
  expect(await offeredOn(CREAM)).toContain(couponNo);
  expect(await offeredOn('SKU2400101')).not.toContain(couponNo);
});

test('hot words saved in the console wait for a second operator', async ({ page, mall }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const { maker, approver: checker, signIn } = await makerAndApprover(page, mall);
  const word = `审批热词${suffix.slice(-4)}`;
  const shown = async () =>
    JSON.stringify(await (await page.request.get(`${mall.url}/api/channel/search-hot-words`)).json());

  await signIn(maker);
  await page.getByRole('link', { name: camp.tabHotWords }).click();
  const form = page.getByRole('form', { name: h.heading });
  await form.getByRole('button', { name: h.add }).click();
  const count = await form.getByRole('group').count();
  await form
    .getByRole('group', { name: `${h.word} ${count}`, exact: true })
    .getByLabel(h.word)
    .fill(word);
  await form.getByRole('button', { name: h.save }).click();
  await expect(form.getByText(/已提交审批（第 \d+ 号申请）/)).toBeVisible();
  expect(await shown()).not.toContain(word);
  await page.getByRole('button', { name: shell.signOut }).click();

  await signIn(checker);
  await approveIn(page, maker, 'hot-words', async (p) => {
    const diff = p.getByRole('region', { name: /变更申请 \d+ 的差异/ });
    await expect(diff.getByRole('row').filter({ hasText: h.heading })).toContainText(word);
  });
  await expect.poll(shown, { timeout: 10_000 }).toContain(word);
});
