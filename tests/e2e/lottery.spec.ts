import { lotteryMessages } from '../../src/pages/lottery/messages';
import { drawVerifyMessages } from '../../src/pages/lottery-shared/messages';
import { shareMessages } from '../../src/pages/share/messages';
import { expect, test } from './fixtures';
import { call, pageReady } from './journey';
import { loginAs } from './login';

/**
 * The code lottery as shoppers: C0001 joins and shares the assist link (the browser fallback
 * copies it), C0002 opens it in their own browser and helps, C0001's codes go from 1 to 2; the operator
 * runs the draw; C0001 sees they won, checks the draw on the winners page by recomputing it in the
 * browser, confirms the prize order and pays on the cashier.
 */
const l = lotteryMessages['zh-CN'];
const dv = drawVerifyMessages['zh-CN'];
const share = shareMessages['zh-CN'];
const NO = 'LTE2E1';

test('join, a friend helps through the shared link, the draw, then the winner verifies it and pays for the prize', async ({
  page,
  browser,
  mall,
  context,
}) => {
  test.setTimeout(120_000);
  const operator = { 'x-operator-token': mall.operatorToken };
  const now = Date.now();
  await call(`${mall.url}/api/operator/lottery`, operator, {
    activityNo: NO,
    title: '端到端测试抽奖',
    rules: '每人限参与一次，好友助力得抽奖码。',
    assistCap: 3,
    joinStartAt: now - 60_000,
    joinEndAt: now + 3_600_000,
    drawAt: now + 3_600_000,
    claimDeadline: now + 48 * 3_600_000,
    prizes: [{ name: '无印良品香薰机', skuNo: 'SKU2400601', priceCents: 990, total: 1 }],
  });

  // Join, then share: without the app's bridge the link is copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, mall.url, 'C0001', { path: `/lottery/index?activityNo=${NO}` });
  await pageReady(page);
  await page.getByRole('button', { name: l.join }).click();
  await expect(page.getByTestId('my-code-count')).toContainText(l.codeCount(1));
  await page.getByRole('button', { name: l.share }).click();
  await page.getByRole('button', { name: share.copyLink }).click();
  await expect(page.getByText(share.linkCopied)).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.pathname).toBe('/mbankmall/sharePage');

  // The friend helps from the link, once.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await loginAs(friend, mall.url, 'C0002', { path: `/sharePage${link.search}` });
  await pageReady(friend);
  // The shared link's card says whose lottery it is, then leads to the assist page.
  await expect(friend.getByTestId('share-card')).toContainText('**');
  await friend.getByRole('link', { name: share.helpLottery }).click();
  await expect(friend.getByTestId('lottery-assist')).toContainText('**');
  await friend.getByRole('button', { name: l.help }).click();
  await expect(friend.getByText(l.helped)).toBeVisible();
  await friendContext.close();

  await page.reload();
  await expect(page.getByTestId('my-code-count')).toContainText(l.codeCount(2));

  // The operator draws now; the only entrant wins.
  await call(`${mall.url}/api/operator/lottery/${NO}/draw`, operator, {});
  await page.reload();
  await page.getByRole('link', { name: l.seeResult }).click();
  await expect(page.getByText(l.resultWon)).toBeVisible();

  // The winners page publishes the inputs; verifying recomputes the winners here.
  await page.getByRole('link', { name: l.winners }).click();
  await expect(page.getByTestId('winner-list')).toContainText('**');
  await expect(page.getByTestId('seed')).not.toBeEmpty();
  await page.getByRole('button', { name: dv.verify }).click();
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-ok', 'true');
  await page.goBack();

  // Claim: the prize order at the prize price, paid on the cashier.
  await page.getByRole('link', { name: l.claim }).click();
  await expect(page.getByTestId('lottery-confirm')).toContainText('9.90');
  await page.getByRole('button', { name: l.pay }).click();
  await page.locator('button[data-action="pay"]').click();
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-pay-status', 'success');
  await page.goto(`${mall.url}/mbankmall/lottery/resultDetail?activityNo=${NO}`);
  await expect(page.getByText(l.claimState_claimed)).toBeVisible();
});
