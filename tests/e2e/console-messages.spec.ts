import { campaignMessages } from '../../src/console/campaigns/campaignMessages';
import { messageSendMessages } from '../../src/console/campaigns/messageSendMessages';
import { messageCenterMessages } from '../../src/pages/message/messages';
import { signInAs } from './consoleLogin';
import { expect, test } from './fixtures';
import { pageReady } from './journey';
import { loginAs } from './login';

/**
 * The console's system-messages tab: marketing sends a message to a named customer (the
 * form names its problems first), the send is listed with how many it reached, and the customer finds it
 * under 消息 → 系统 while another customer does not.
 */
const c = campaignMessages['zh-CN'];
const t = messageSendMessages['zh-CN'];
const center = messageCenterMessages['zh-CN'];

test.use({ viewport: { width: 1680, height: 1000 }, isMobile: false, hasTouch: false });

test('marketing sends a system message to one customer, who reads it under 消息', async ({
  page,
  browser,
  mall,
}) => {
  test.setTimeout(90_000);
  const title = `通知 ${Date.now().toString(36)}`;
  const name = await signInAs(page, mall, 'marketing');
  await page.getByRole('link', { name: c.tabMessages }).click();
  await expect(page.getByRole('heading', { name: t.heading, exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: t.sendHeading });
  await form.getByRole('button', { name: t.send }).click();
  await expect(form.getByText(t.customerNosBad)).toBeVisible();
  await expect(form.getByText(t.titleBad)).toBeVisible();
  await expect(form.getByText(t.contentBad)).toBeVisible();
  await form.getByLabel(t.customerNos).fill('C0003\nC9999-none');
  await form.getByLabel(t.title).fill(title);
  await form.getByLabel(t.content).fill('您的账户已完成年度检查。');
  await form.getByRole('button', { name: t.send }).click();
  await expect(form.getByText(t.sent(1, 1))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(t['audience.customers']);
  await expect(row).toContainText(t.reachedCount(1, 2, 1));
  await expect(row).toContainText(name);

  for (const [customerNo, has] of [
    ['C0003', 1],
    ['C0002', 0],
  ] as const) {
    const context = await browser.newContext();
    const shopper = await context.newPage();
    await loginAs(shopper, mall.url, customerNo, { path: '/message' });
    await pageReady(shopper);
    await shopper.getByRole('tab', { name: new RegExp(center['tab.system']) }).click();
    if (has) await expect(shopper.getByTestId('message-card').filter({ hasText: title })).toHaveCount(1);
    else {
      // The tab's list has loaded (its cards or its empty line) before the absence is judged.
      const loaded = shopper.getByTestId('message-card').or(shopper.getByText(center.emptyKind));
      await expect(loaded.first()).toBeVisible();
      await expect(shopper.getByText(title)).toHaveCount(0);
    }
    await context.close();
  }
});
